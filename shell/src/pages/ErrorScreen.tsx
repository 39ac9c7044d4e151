import { isRouteErrorResponse, Link, useRouteError } from '@shared-data/platform/router';
import styles from './ErrorScreen.module.css';

/** Text for an unhandled routing error: the status for an error response, else the message. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The fallback for any unhandled routing error. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <main className={styles.screen} id="main-content">
      <h1>Unexpected Application Error!</h1>
      <p className={styles.detail}>{describeRouteError(error)}</p>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </main>
  );
}
