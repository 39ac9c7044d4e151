import { Link } from '@shared-data/platform/router';
import { catalogueLinkClass, homeLinkClass, StatusPage } from './StatusPage';

/** The 404 page: unknown routes, /404, and unknown course or bundle slugs; it offers the catalogue too. */
export function NotFoundPage() {
  return (
    <StatusPage
      code={404}
      title="Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
      action={
        <>
          <Link className={homeLinkClass} to="/">
            Back to Home
          </Link>{' '}
          <Link className={catalogueLinkClass} to="/courses">
            Browse Courses
          </Link>
        </>
      }
    />
  );
}
