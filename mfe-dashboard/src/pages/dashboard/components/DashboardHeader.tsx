import { useId } from 'react';
import { Link } from '@shared-data/platform/router';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import {
  ExternalLink,
  buttonClass,
  buttonRowClass,
  cardClass,
  eyebrowClass,
  stackClass,
  headingClass,
} from '@shared-data/ui';
import styles from './DashboardHeader.module.css';

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * What the page is and how to get in. The site has no sign-in of its own (it happens on the course
 * platform), so the page cannot tell a member from a visitor and shows nothing in progress: it says
 * so, and gives each of them the way on: a member signs in there to resume (and finds the profile),
 * a visitor gets to the membership that opens these courses.
 */
export function DashboardHeader({ courseCount }: { courseCount: number }) {
  const memberId = useId();
  const visitorId = useId();
  return (
    <header className={stackClass(5, styles.header)}>
      <div className={styles.intro}>
        <p className={eyebrowClass({ size: 'sm' }, styles.eyebrow)}>Dashboard</p>
        <h1 className={headingClass('3xl', styles.title)}>My Courses</h1>
        <p className={styles.lead}>
          The courses of the CodeYatra library, grouped by learning path. Your lessons, progress and certificates are
          kept on the course platform, so nothing here shows as in progress.
        </p>
      </div>
      <div className={cardClass({ flush: true }, styles.access)}>
        <section className={stackClass(3, styles.audience)} aria-labelledby={memberId}>
          <h2 id={memberId} className={headingClass('xl')}>
            Already a Member?
          </h2>
          <p className={styles.audienceCopy}>
            Sign in on the course platform: each course opens at the lesson you reached, and your profile keeps your
            certificates.
          </p>
          <div className={buttonRowClass()}>
            <ExternalLink href={EXTERNAL_URLS.authenticate} className={buttonClass()}>
              Sign In to Resume{NEW_TAB}
            </ExternalLink>
            <ExternalLink href={EXTERNAL_URLS.myProfile} className={buttonClass({ variant: 'secondary' })}>
              My Profile{NEW_TAB}
            </ExternalLink>
          </div>
        </section>
        <section className={stackClass(3, styles.audience)} aria-labelledby={visitorId}>
          <h2 id={visitorId} className={headingClass('xl')}>
            New to CodeYatra?
          </h2>
          <p className={styles.audienceCopy}>
            One membership opens {courseCount > 0 ? `all ${courseCount} courses below` : 'every course'}, for a year or
            for life, with a certificate for each course you finish.
          </p>
          <div className={buttonRowClass()}>
            <Link to="/membership" className={buttonClass({ variant: 'secondary' })}>
              See Membership Plans
            </Link>
          </div>
        </section>
      </div>
    </header>
  );
}
