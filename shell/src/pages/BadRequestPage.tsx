import { homeLinkClass, StatusPage } from './StatusPage';

/** What the server answers for an address it cannot read (a malformed URL such as /%). */
export function BadRequestPage() {
  return (
    <main id="main-content">
      <StatusPage
        code={400}
        title="This Address Is Not Valid"
        message="The link you followed is broken or was mistyped. Check it, or start again from the home page."
        action={
          <a className={homeLinkClass} href="/">
            Back to Home
          </a>
        }
      />
    </main>
  );
}
