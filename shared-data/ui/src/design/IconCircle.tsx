import type { ReactNode } from 'react';
import styles from './IconCircle.module.css';

export type IconCircleSize = 'step' | 'small' | 'medium' | 'large';
export type IconCircleTone = 'primary' | 'soft' | 'onDark' | 'surface';

export interface IconCircleLook {
  /** step: a step's number beside a line of text; small: beside a line of text (a disclosure's chevron); medium: above a panel's heading; large: a play button. */
  size?: IconCircleSize;
  /** primary: the primary colour; soft: the primary's tint; onDark: a faint light disc on a dark band; surface: white, raised. */
  tone?: IconCircleTone;
}

/** An icon circle's class names, for an element the caller renders itself. */
export const iconCircleClass = ({ size = 'medium', tone = 'soft' }: IconCircleLook = {}, extra?: string) =>
  [styles.circle, styles[size], styles[tone], extra].filter(Boolean).join(' ');

/**
 * A decorative icon on a disc (a panel's lock, the empty dashboard's book, a disclosure's chevron):
 * the icon scales with the disc. What it means is said by the text beside it, so it is hidden.
 */
export function IconCircle({
  className,
  children,
  ...look
}: IconCircleLook & { className?: string; children: ReactNode }) {
  return (
    <span className={iconCircleClass(look, className)} aria-hidden="true">
      {children}
    </span>
  );
}
