import { Fragment } from 'react';
import { Link } from '@shared-data/platform/router';
import { useSiteNavigation } from '../layout/site-navigation';
import { catalogueLinkClass, homeLinkClass, StatusPage } from './StatusPage';

/**
 * The 404 page: unknown routes, /404, and unknown course or bundle slugs; besides Home it offers the
 * pages that declare a 404 page link (the catalogue).
 */
export function NotFoundPage() {
  const { notFound } = useSiteNavigation();
  return (
    <StatusPage
      code={404}
      title="Page Not Found"
      message="The page you're looking for doesn't exist or has been moved."
      action={
        <>
          <Link className={homeLinkClass} to="/">
            Back to Home
          </Link>
          {notFound.map((link) => (
            <Fragment key={link.to}>
              {' '}
              <Link className={catalogueLinkClass} to={link.to}>
                {link.label}
              </Link>
            </Fragment>
          ))}
        </>
      }
    />
  );
}
