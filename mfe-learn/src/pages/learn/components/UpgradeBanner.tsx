import { Link } from 'shared-data/router';
import { SparkIcon } from '../../../components/icons';
import styles from './UpgradeBanner.module.css';

/** The membership pitch above the player: this page is a preview until the visitor upgrades. */
export function UpgradeBanner() {
  return (
    <section className={styles.banner} aria-label="Membership offer">
      <div className={styles.inner}>
        <SparkIcon className={styles.icon} />
        <p className={styles.text}>
          <strong>You&apos;re watching a locked preview.</strong>{' '}
          <span className={styles.more}>
            Membership unlocks every lecture, project and certificate in this course and the whole library.
          </span>
        </p>
        <Link to="/membership" className={styles.cta}>
          Upgrade to Membership
        </Link>
      </div>
    </section>
  );
}
