import { useId, useState, type KeyboardEvent } from 'react';
import { AwardIcon, LockIcon } from '@shared-data/ui';
import styles from './CertificateButton.module.css';

/**
 * Download Certificate, unavailable until the course is complete. It stays focusable
 * (aria-disabled rather than disabled) so keyboard users reach it and hear why: the tooltip shows on
 * hover and on focus, is the button's description, and Escape dismisses it.
 */
export function CertificateButton() {
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || dismissed) return;
    event.stopPropagation();
    setDismissed(true);
  };

  return (
    <div className={`${styles.wrap} ${dismissed ? styles.dismissed : ''}`} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        className={styles.button}
        aria-disabled="true"
        aria-describedby={tooltipId}
        onClick={(event) => event.preventDefault()}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(false)}
      >
        <AwardIcon className={styles.icon} />
        <span className={styles.label}>Download Certificate</span>
        <LockIcon className={styles.lock} />
      </button>
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        Complete course to unlock
      </span>
    </div>
  );
}
