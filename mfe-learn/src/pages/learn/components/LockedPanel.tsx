import { Link } from '@shared-data/platform/router';
import { LockIcon, IconCircle, buttons, stackClass, headingClass } from '@shared-data/ui';
import styles from './LockedPanel.module.css';

interface LockedPanelProps {
  title: string;
  message: string;
}

/** A feature of the player members get (discussion, notes): what it is, and the way in. */
export function LockedPanel({ title, message }: LockedPanelProps) {
  return (
    <div className={stackClass(3, styles.locked)}>
      <IconCircle>
        <LockIcon />
      </IconCircle>
      <h2 className={headingClass('xl')}>{title}</h2>
      <p className={styles.message}>{message}</p>
      <Link to="/membership" className={buttons.primary}>
        Upgrade to Membership
      </Link>
    </div>
  );
}
