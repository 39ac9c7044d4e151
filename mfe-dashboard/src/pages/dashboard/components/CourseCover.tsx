import { useState } from 'react';
import { coverClass } from '@shared-data/ui';
import styles from './CourseCover.module.css';

/** A decorative course cover (16:9); a plain branded panel takes its place if the image fails to load. */
export function CourseCover({ src, label, eager = false }: { src: string; label: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed || src === '') {
    return (
      <div className={coverClass({}, styles.placeholder)} aria-hidden="true">
        <span className={styles.placeholderText}>{label}</span>
      </div>
    );
  }
  return (
    <img
      className={coverClass()}
      src={src}
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
    />
  );
}
