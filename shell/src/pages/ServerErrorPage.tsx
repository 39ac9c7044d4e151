import { homeLinkClass, StatusPage } from './StatusPage';

/** What the server answers when it fails itself: never a stack trace. */
export function ServerErrorPage() {
  return (
    <main id="main-content">
      <StatusPage
        code={500}
        title="Something Went Wrong"
        message="We could not show this page just now. Please try again in a moment."
        action={
          <a className={homeLinkClass} href="/">
            Back to Home
          </a>
        }
      />
    </main>
  );
}
