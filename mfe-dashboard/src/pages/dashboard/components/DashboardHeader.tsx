import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import { ExternalLink, buttonClass, buttonRowClass, cardClass, stackClass, headingClass } from '@shared-data/ui';
import styles from './DashboardHeader.module.css';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * What the page is and how to get in. The site has no sign-in of its own (it happens on the course
 * platform), so the page cannot tell a member from a visitor and shows nothing in progress: its
 * heading is true for either, and it says so. The one filled action is the visitor's way in (the
 * membership); a member's is beside it (sign in there to resume, and the profile), and the courses'
 * own Continue Learning links below read as a member's, second to these.
 */
export function DashboardHeader({ courseCount }: { courseCount: number }) {
  const memberId = useId();
  const visitorId = useId();
  return (
    <header className={stackClass(5, styles.header)}>
      <div className={styles.intro}>
        <h1 className={headingClass('3xl', styles.title)}>Your Course Dashboard</h1>
        <p className={styles.lead}>
          Every course of the CodeYatra library, grouped by learning path. A member&rsquo;s lessons, progress and
          certificates are kept on the course platform, so nothing here shows as in progress.
        </p>
      </div>
      <div className={cardClass({ flush: true }, styles.access)}>
        <section className={stackClass(3, styles.audience)} aria-labelledby={visitorId}>
          <h2 id={visitorId} className={headingClass('xl')}>
            New to CodeYatra?
          </h2>
          <p className={styles.audienceCopy}>
            One membership opens {courseCount > 0 ? `all ${courseCount} courses below` : 'every course'}, for a year or
            for life, with a certificate for each course you finish.
          </p>
          <div className={buttonRowClass()}>
            <Link to="/membership" className={buttonClass()}>
              See Membership Plans
            </Link>
          </div>
        </section>
        <section className={stackClass(3, styles.audience)} aria-labelledby={memberId}>
          <h2 id={memberId} className={headingClass('xl')}>
            Already a Member?
          </h2>
          <p className={styles.audienceCopy}>
            Sign in on the course platform, and Continue Learning on a course below opens it at the lesson you reached;
            your profile keeps your certificates.
          </p>
          <div className={buttonRowClass()}>
            <ExternalLink href={EXTERNAL_URLS.authenticate} className={buttonClass({ variant: 'secondary' })}>
              Sign In to Resume{NEW_TAB}
            </ExternalLink>
            <ExternalLink href={EXTERNAL_URLS.myProfile} className={buttonClass({ variant: 'secondary' })}>
              My Profile{NEW_TAB}
            </ExternalLink>
          </div>
        </section>
      </div>
    </header>
  );
}
