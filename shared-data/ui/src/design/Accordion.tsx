import type { ReactNode } from 'react';
import { gridClass } from './Layout';
import styles from './Accordion.module.css';

/** The class of an accordion's list (a div, or an ol whose items hold the accordion's items). */
export const accordionListClass = gridClass({ gap: 3 });

const MARKERS = {
  /** Turns into a cross when open (questions and answers). */
  plus: 'M10 4v12M4 10h12',
  /** Turns over when open (sections of a course). */
  chevron: 'M5 8l5 5 5-5',
} as const;

interface AccordionItemProps {
  /** Shared by every item of one accordion: one of them open at a time (an exclusive accordion). */
  name: string;
  open?: boolean;
  title: string;
  /** Level of the item's heading, so it fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Before the heading (a section's number). */
  lead?: ReactNode;
  /** After the heading (a section's length); under it on phones. */
  aside?: ReactNode;
  marker?: keyof typeof MARKERS;
  /** A rule between the header and the panel. */
  divided?: boolean;
  children: ReactNode;
}

/**
 * One item of an accordion, the site's one look for it: a native `details` whose `summary` holds the
 * heading, sharing a `name` with the other items, so that the HTML alone (before and without the
 * page's scripts) keeps one item open, and clicking the open one closes it.
 */
export function AccordionItem({
  name,
  open = false,
  title,
  headingLevel = 3,
  lead,
  aside,
  marker = 'plus',
  divided = false,
  children,
}: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  const layout = [styles.trigger, lead !== undefined && styles.hasLead, aside !== undefined && styles.hasAside];
  return (
    <details className={[styles.item, styles[marker]].join(' ')} name={name} open={open}>
      {/* A summary holds phrasing content and headings only: the heading is one of its own children. */}
      <summary className={layout.filter(Boolean).join(' ')}>
        {lead !== undefined && <span className={styles.lead}>{lead}</span>}
        <Heading className={styles.heading}>{title}</Heading>
        {aside !== undefined && <span className={styles.aside}>{aside}</span>}
        <svg className={styles.marker} viewBox="0 0 20 20" aria-hidden="true">
          <path d={MARKERS[marker]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className={divided ? `${styles.panel} ${styles.divided}` : styles.panel}>{children}</div>
    </details>
  );
}
