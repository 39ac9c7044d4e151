import type { ReactNode } from 'react';
import styles from './NotFoundPage.module.css';
import { buttonClass } from '@shared-data/ui';

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

/** The way home: the design system's primary button (shared-data/ui). */
export const homeLinkClass = buttonClass({ variant: 'primary' }, styles.action);
/** The second way out: its secondary button. */
export const catalogueLinkClass = buttonClass({ variant: 'secondary' }, styles.action);
