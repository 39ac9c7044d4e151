import type { ReactNode } from 'react';
import styles from './NotFoundPage.module.css';

/** A page that answers with an HTTP error: its code, a heading, a sentence and the way home. */
export function StatusPage({
  code,
  title,
  message,
  action,
}: {
  code: number;
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <div>
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
        <h1>{title}</h1>
        <p>{message}</p>
        {action}
      </div>
    </div>
  );
}

export const homeLinkClass = styles.home;
export const catalogueLinkClass = styles.secondary;
