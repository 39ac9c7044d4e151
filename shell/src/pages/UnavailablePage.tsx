import { useLocation } from '@shared-data/platform/router';
import { homeLinkClass, StatusPage } from './StatusPage';

/**
 * A path the route table cannot place while a remote has not answered since the server started
 * (its routes unknown): it may be that remote's page, so it is not called missing. "Try again"
 * is a plain link: the server renders the path afresh, with the remote once it answers.
 */
export function UnavailablePage() {
  const { pathname, search } = useLocation();
  return (
    <StatusPage
      code={503}
      title="This page is unavailable right now"
      message="Part of the site is not answering at the moment. Please try again in a little while."
      action={
        <a className={homeLinkClass} href={`${pathname}${search}`}>
          Try again
        </a>
      }
    />
  );
}
