import type { ElementType, ReactNode } from 'react';
import styles from './Card.module.css';

export type CardTone = 'plain' | 'soft' | 'dark' | 'onDark' | 'highlight';

export interface CardLook {
  tone?: CardTone;
  /** Less padding (a stat, a step of a path). */
  compact?: boolean;
  /** Opens with a picture edge to edge: no padding; the content below brings its own. */
  media?: boolean;
  /** No padding, nothing clipped: its parts pad themselves (a disclosure's header and panel). */
  flush?: boolean;
  /** Rises a little under the pointer (a card picked from a grid). */
  lift?: boolean;
}

/** A card's class names, for an element the caller renders itself (an li, an article). */
export const cardClass = (
  { tone = 'plain', compact = false, media = false, flush = false, lift = false }: CardLook = {},
  extra?: string,
) =>
  [
    styles.card,
    tone !== 'plain' && styles[tone],
    compact && styles.compact,
    media && styles.media,
    flush && styles.flush,
    lift && styles.lift,
    extra,
  ]
    .filter(Boolean)
    .join(' ');

/** A framed block of content: the site's one card (padding, corners, border, shadow). */
export function Card({
  as: Tag = 'div',
  className,
  children,
  ...look
}: CardLook & {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={cardClass(look, className)}>{children}</Tag>;
}
