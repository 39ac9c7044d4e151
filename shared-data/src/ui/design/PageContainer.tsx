import type { ElementType, ReactNode } from 'react';
import styles from './PageContainer.module.css';

/** The container's class name, for an element the caller renders itself (a header row). */
export const containerClass = (extra?: string) => [styles.container, extra].filter(Boolean).join(' ');

/** The content width and gutter of the site: one edge for every part, per breakpoint. */
export function PageContainer({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={containerClass(className)}>{children}</Tag>;
}

export type SectionTone = 'plain' | 'soft' | 'dark';

/** A section band's class names (its vertical space and background), for a section rendered by its part. */
export const sectionClass = (tone: SectionTone = 'plain', extra?: string) =>
  [styles.section, styles[tone], extra].filter(Boolean).join(' ');
