import { Link } from 'react-router-dom';
import { homeLinkClass, StatusPage } from './StatusPage';

/** The 404 page: unknown routes, /404, and unknown course or bundle slugs. */
export function NotFoundPage() {
  return (
    <StatusPage
      code={404}
      title="Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
      action={
        <Link className={homeLinkClass} to="/">
          Back to Home
        </Link>
      }
    />
  );
}
