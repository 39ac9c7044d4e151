import { Outlet } from '@shared-data/platform/router';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { useLayoutData } from '../app/layout-data';
import { TopBar } from './TopBar';
import { Footer } from './Footer';
import { NavigationProvider, type SiteNavigation } from './site-navigation';
import styles from './Layout.module.css';

/**
 * The frame of every page: skip link, top bar (with the chat link), the routed section and the
 * footer; its links are those the route table's pages declare.
 */
export function Layout({ navigation }: { navigation: SiteNavigation }) {
  const { year } = useLayoutData();
  return (
    <NavigationProvider navigation={navigation}>
      <NavigationEffects />
      <a className={styles.skip} href="#main-content">
        Skip to main content
      </a>
      <TopBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer year={year} />
    </NavigationProvider>
  );
}
