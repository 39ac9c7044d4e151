import type { ElementType, ReactNode } from 'react';
import styles from './Card.module.css';

export type CardTone = 'plain' | 'soft' | 'dark';

/** A card's class names, for an element the caller renders itself (an li, an article). */
export const cardClass = (tone: CardTone = 'plain', extra?: string) =>
  [styles.card, tone !== 'plain' && styles[tone], extra].filter(Boolean).join(' ');

/** A framed block of content: the site's one card (padding, corners, border, shadow). */
export function Card({
  as: Tag = 'div',
  tone = 'plain',
  className,
  children,
}: {
  as?: ElementType;
  tone?: CardTone;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={cardClass(tone, className)}>{children}</Tag>;
}
