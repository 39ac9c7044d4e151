import { Link } from '@shared-data/platform/router';
import { BRAND, EXTERNAL_URLS, SOCIAL_PROOF } from '@shared-data/content-site';
import { RemoteBoundary, remoteModuleKey } from '@shared-data/platform';
import { ExternalLink, containerClass } from '@shared-data/ui';
import { Logo } from './Logo';
import { useSiteNavigation, type FrameLink } from './site-navigation';
import styles from './Footer.module.css';

/**
 * The layout's sections hydrated on interaction. The layout outlives the first page, so they
 * hydrate on the first client-side navigation at the latest (deferred-sections.ts): a navigation updates
 * them (their links read the location), and React holds an update to a section not yet hydrated
 * until it is.
 */
export const LAYOUT_DEFERRED_SECTIONS = [remoteModuleKey('catalog', './PopularCourses')];

const links = (list: readonly FrameLink[]) =>
  list.map((link) => (
    <li key={link.to}>
      <Link to={link.to}>{link.label}</Link>
    </li>
  ));

/**
 * Quick links, four popular courses (the catalogue team's, from its remote: their links need no
 * script until the visitor reaches for them), other links and the copyright with the current year.
 * The links are the pages that declare a footer entry; while the catalogue is down its popular
 * courses give way to the pages declared in the `popular` group (its page).
 */
export function Footer({ year }: { year: number }) {
  const { footer } = useSiteNavigation();
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
          <ul>{links(footer.quick)}</ul>
        </nav>
        <nav className={styles.column} aria-label="Popular courses">
          <h2>Popular Courses</h2>
          <RemoteBoundary
            remote="catalog"
            module="./PopularCourses"
            props={{}}
            variant="fragment"
            hydration="on-interaction"
            unavailable={footer.popular.length ? <ul>{links(footer.popular)}</ul> : null}
          />
        </nav>
        <nav className={styles.column} aria-label="Other links">
          <h2>Others</h2>
          <ul>
            {links(footer.other)}
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
