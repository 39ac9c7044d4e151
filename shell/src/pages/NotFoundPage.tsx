import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** The 404 page: unknown routes, /404, and unknown course or bundle slugs. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <div>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <Link className={styles.home} to="/">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
