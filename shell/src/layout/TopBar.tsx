import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'shared-data/router';
import { SOCIAL_PROOF } from 'shared-data';
import { ChatSupportLink } from './ChatSupportLink';
import { Logo } from './Logo';
import styles from './TopBar.module.css';

const NAV_ITEMS = [
  { to: '/courses', label: 'Courses' },
  { to: '/learning-path', label: 'Learning Path' },
  { to: '/membership', label: 'Membership', tag: SOCIAL_PROOF.headerOffer },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.active : ''}`;

/**
 * Logo, the main sections with the current one highlighted, the Dashboard button and the chat link;
 * a menu on small screens.
 */
export function TopBar() {
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // An open menu closes on Esc (focus back on the toggle) and on a press anywhere outside the bar.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <>
      <header ref={headerRef} className={styles.header}>
        <div className={styles.inner}>
          <Link to="/" className={styles.logoLink} aria-label="CodeYatra home">
            <Logo className={styles.logo} />
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menuOpen}
            aria-controls="site-navigation"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
          <nav id="site-navigation" aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
            <ul className={styles.list}>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                    {'tag' in item && <span className={styles.tag}>{item.tag}</span>}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink
                  to="/dashboard"
                  className={({ isActive }) => `${styles.dashboard} ${isActive ? styles.dashboardActive : ''}`}
                >
                  Dashboard
                </NavLink>
              </li>
            </ul>
          </nav>
          <ChatSupportLink />
        </div>
      </header>
      {menuOpen && <div className={styles.backdrop} aria-hidden="true" />}
    </>
  );
}
