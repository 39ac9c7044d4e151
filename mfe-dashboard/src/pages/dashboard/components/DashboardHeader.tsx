import { Link } from '@shared-data/platform/router';
import { EXTERNAL_URLS } from '@shared-data/content-site';
import { ExternalLink, buttons } from '@shared-data/ui';
import { UserIcon } from './icons';
import styles from './DashboardHeader.module.css';

/** The page heading, with the learner's profile on the course platform and the membership page. */
export function DashboardHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>Dashboard</p>
        <h1 className={styles.title}>My Courses</h1>
        <p className={styles.lead}>
          Pick up where you left off. Your courses are grouped by learning path, each one a click away on the course
          platform.
        </p>
      </div>
      <div className={styles.actions}>
        <ExternalLink href={EXTERNAL_URLS.myProfile} className={buttons.secondary}>
          <UserIcon className={styles.icon} />
          My Profile<span className="visually-hidden"> (opens in a new tab)</span>
        </ExternalLink>
        <Link to="/membership" className={buttons.primary}>
          Membership
        </Link>
      </div>
    </header>
  );
}
