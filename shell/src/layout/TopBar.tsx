import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from '@shared-data/platform/router';
import { ChatSupportLink } from './ChatSupportLink';
import { Logo } from './Logo';
import { useSiteNavigation } from './site-navigation';
import styles from './TopBar.module.css';
import { badgeClass, buttonClass, containerClass } from '@shared-data/ui';

export const NAVIGATION_ID = 'site-navigation';

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;
const buttonLinkClass = ({ isActive }: { isActive: boolean }) =>
  buttonClass({ size: 'small' }, `${styles.dashboard} ${isActive ? styles.dashboardActive : ''}`);

/**
 * Logo, the main sections with the current one highlighted, the buttons (the Dashboard) and the chat
 * link; a menu on small screens. The sections and buttons are the pages that declare a top bar entry. The menu is a native popover, so it opens from the server's HTML before
 * (and without) the page's scripts; the browser gives it its state (expanded), Esc, a press outside
 * to close it, and focus back on the toggle. The script adds one thing: a client-side navigation
 * from the menu closes it.
 */
export function TopBar() {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  const { topBar, topBarButtons } = useSiteNavigation();

  // Only on a navigation: a menu the visitor opened before the page hydrated stays open.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const nav = navRef.current;
    // (Browsers without popovers show the menu in the page; nothing to close there.)
    if (nav && 'hidePopover' in nav && nav.matches(':popover-open')) nav.hidePopover();
  }, [pathname]);

  return (
    <>
      <header className={styles.header}>
        <div className={containerClass(styles.inner)}>
          <Link to="/" className={styles.logoLink} aria-label="CodeYatra home">
            <Logo className={styles.logo} />
          </Link>
          <button type="button" className={styles.toggle} popoverTarget={NAVIGATION_ID} aria-label="Menu">
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path
                className={styles.openIcon}
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
              <path
                className={styles.closeIcon}
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <nav ref={navRef} id={NAVIGATION_ID} popover="auto" aria-label="Main" className={styles.nav}>
            <ul className={styles.list}>
              {topBar.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                    {item.tag && <span className={badgeClass('offer')}>{item.tag}</span>}
                  </NavLink>
                </li>
              ))}
              {topBarButtons.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={buttonLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ChatSupportLink />
        </div>
      </header>
      {/* Dims the page under the open menu (CSS shows it); a press on it is a press outside the menu. */}
      <div className={styles.backdrop} aria-hidden="true" />
    </>
  );
}
