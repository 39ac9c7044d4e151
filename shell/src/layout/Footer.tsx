import { Link } from '@shared-data/platform/router';
import { BRAND, EXTERNAL_URLS, SOCIAL_PROOF } from '@shared-data/content-site';
import { RemoteBoundary, remoteModuleKey } from '@shared-data/platform';
import { ExternalLink, containerClass } from '@shared-data/ui';
import { Logo } from './Logo';
import styles from './Footer.module.css';

const QUICK_LINKS = [
  { to: '/courses', label: 'All Courses' },
  { to: '/learning-path', label: 'Learning Path' },
  { to: '/membership', label: 'Membership' },
  { to: '/testimonials', label: 'Success Stories' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

const OTHER_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/**
 * The layout's sections hydrated on interaction. The layout outlives the first page, so they
 * hydrate on the first client-side navigation at the latest (bootstrap.tsx): a navigation updates
 * them (their links read the location), and React holds an update to a section not yet hydrated
 * until it is.
 */
export const LAYOUT_DEFERRED_SECTIONS = [remoteModuleKey('catalog', './PopularCourses')];

/** While the catalogue is down its popular courses give way to a link to the catalogue's page. */
const POPULAR_UNAVAILABLE = (
  <ul>
    <li>
      <Link to="/courses">Browse all courses</Link>
    </li>
  </ul>
);

/**
 * Quick links, four popular courses (the catalogue team's, from its remote: their links need no
 * script until the visitor reaches for them), other links and the copyright with the current year.
 */
export function Footer({ year }: { year: number }) {
  return (
    <footer className={styles.footer}>
      <div className={containerClass(styles.inner)}>
        <div className={styles.brand}>
          <Logo className={styles.logo} />
          <p>
            Project-based programming courses trusted by {SOCIAL_PROOF.students} students in {SOCIAL_PROOF.countries}{' '}
            countries.
          </p>
        </div>
        <nav className={styles.column} aria-label="Quick links">
          <h2>Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-label="Popular courses">
          <h2>Popular Courses</h2>
          <RemoteBoundary
            remote="catalog"
            module="./PopularCourses"
            props={{}}
            variant="fragment"
            hydration="on-interaction"
            unavailable={POPULAR_UNAVAILABLE}
          />
        </nav>
        <nav className={styles.column} aria-label="Other links">
          <h2>Others</h2>
          <ul>
            {OTHER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <ExternalLink href={EXTERNAL_URLS.blog}>Blog</ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_URLS.certificateVerification}>Verify a Certificate</ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className={containerClass(styles.bottom)}>
        <p>
          © {year} {BRAND}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
