import { homeLinkClass, StatusPage } from './StatusPage';

/** The pages the server sends without the app: a malformed address (400) or its own failure (500). */
const PAGES = {
  400: {
    title: 'This Address Is Not Valid',
    message: 'The link you followed is broken or was mistyped. Check it, or start again from the home page.',
  },
  500: {
    title: 'Something Went Wrong',
    message: 'We could not show this page just now. Please try again in a moment.',
  },
} as const;

export type ServerStatus = keyof typeof PAGES;

/** Never a stack trace: the code, a heading, a sentence and the way home (a plain link: no script runs). */
export function ServerStatusPage({ code }: { code: ServerStatus }) {
  return (
    <main id="main-content">
      <StatusPage
        code={code}
        title={PAGES[code].title}
        message={PAGES[code].message}
        action={
          <a className={homeLinkClass} href="/">
            Back to Home
          </a>
        }
      />
    </main>
  );
}
