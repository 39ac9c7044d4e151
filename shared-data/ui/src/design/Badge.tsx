import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'onDark' | 'neutral' | 'offer';

/** A badge's class names, for an element the caller renders itself. */
export const badgeClass = (tone: BadgeTone = 'primary', extra?: string) =>
  [styles.badge, styles[tone], extra].filter(Boolean).join(' ');

/** A short label in a pill. */
export function Badge({
  tone = 'primary',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={badgeClass(tone, className)}>{children}</span>;
}
