import { Link } from '@shared-data/platform/router';
import { SparkIcon } from '../../../components/icons';
import styles from './UpgradeBanner.module.css';
import { buttonClass, containerClass } from '@shared-data/ui';

/** The membership pitch above the player: this page is a preview until the visitor upgrades. */
export function UpgradeBanner() {
  return (
    <section className={styles.banner} aria-label="Membership offer">
      <div className={containerClass(styles.inner)}>
        <SparkIcon className={styles.icon} />
        <p className={styles.text}>
          <strong>You&apos;re watching a locked preview.</strong>{' '}
          <span className={styles.more}>
            Membership unlocks every lecture, project and certificate in this course and the whole library.
          </span>
        </p>
        <Link to="/membership" className={buttonClass({ variant: 'onDark' })}>
          Upgrade to Membership
        </Link>
      </div>
    </section>
  );
}
