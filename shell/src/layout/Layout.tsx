import { Outlet } from 'shared-data/router';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { useLayoutData } from '../app/layout-data';
import { TopBar } from './TopBar';
import { Footer } from './Footer';
import { ChatSupportLink } from './ChatSupportLink';
import styles from './Layout.module.css';

/** The frame of every page: skip link, top bar, the routed section, footer and chat link. */
export function Layout() {
  const { year } = useLayoutData();
  return (
    <>
      <NavigationEffects />
      <a className={styles.skip} href="#main-content">
        Skip to main content
      </a>
      <TopBar />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer year={year} />
      <ChatSupportLink />
    </>
  );
}
