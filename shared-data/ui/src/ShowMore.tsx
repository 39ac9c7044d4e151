import type { ReactNode } from 'react';
import { buttonClass } from './design/Button';
import styles from './ShowMore.module.css';

interface ShowMoreProps<T> {
  items: readonly T[];
  /** How many items show before the toggle (the spec's display limits). */
  initialCount: number;
  /**
   * Renders a run of the list: the first `initialCount` items (`start` 0), then, inside the
   * disclosure, the rest (`start` = `initialCount`, for numbering and keys).
   */
  children: (items: readonly T[], start: number) => ReactNode;
  /** The toggle's words while the rest is hidden: 'Show 3 more', 'View All Questions'. */
  moreLabel: (hiddenCount: number) => string;
  /** Its words while the rest shows: 'Show fewer', 'Hide additional questions'. */
  fewerLabel: string;
  /** The team's additions to the toggle (spacing); its look is the design system's secondary button. */
  toggleClassName?: string;
  /** Drawn after the words (a chevron): turned by the team's CSS with `[open]` on the disclosure. */
  icon?: ReactNode;
  className?: string;
}

/**
 * A list showing its first `initialCount` items, and a toggle revealing the rest, only when the
 * list has more: a native `details` whose `summary` is the toggle, so it works from the server's
 * HTML, before and without the page's scripts. The toggle stays where it was pressed, above what it
 * reveals, and its words follow its state (both are in the HTML; CSS shows the right one, so the
 * accessible name is the visible one).
 */
export function ShowMore<T>({
  items,
  initialCount,
  children,
  moreLabel,
  fewerLabel,
  toggleClassName,
  icon,
  className,
}: ShowMoreProps<T>) {
  const hidden = items.slice(initialCount);
  return (
    <>
      {children(items.slice(0, initialCount), 0)}
      {hidden.length > 0 && (
        <details className={[styles.more, className].filter(Boolean).join(' ')}>
          <summary
            className={buttonClass(
              { variant: 'secondary' },
              [styles.toggle, toggleClassName].filter(Boolean).join(' '),
            )}
          >
            <span className={styles.whenClosed}>{moreLabel(hidden.length)}</span>
            <span className={styles.whenOpen}>{fewerLabel}</span>
            {icon}
          </summary>
          {children(hidden, initialCount)}
        </details>
      )}
    </>
  );
}
