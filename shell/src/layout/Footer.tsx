import { Link } from 'shared-data/router';
import { BRAND, COURSE_NAMES, EXTERNAL_URLS, SOCIAL_PROOF } from 'shared-data';
import { ExternalLink } from 'shared-data/ui';
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

const POPULAR_COURSE_IDS = ['python', 'react', 'javascript', 'dsa-advanced'] as const;

const OTHER_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/** Quick links, four popular courses, other links and the copyright with the current year. */
export function Footer({ year }: { year: number }) {
  const popular = POPULAR_COURSE_IDS.map((id) => COURSE_NAMES[id]);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
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
          <ul>
            {popular.map((course) => (
              <li key={course.id}>
                <Link to={`/courses/${course.slug}`}>{course.title}</Link>
              </li>
            ))}
          </ul>
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
      <div className={styles.bottom}>
        <p>
          © {year} {BRAND}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
