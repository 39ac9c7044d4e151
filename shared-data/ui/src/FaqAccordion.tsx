import { useId } from 'react';
import type { FaqItem } from '@shared-data/rules';
import styles from './FaqAccordion.module.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question, so the list fits the page's outline. */
  headingLevel?: 3 | 4;
  /**
   * The accordion the list belongs to: lists given the same name keep one item open between them
   * (a page that joins several lists into one accordion). A name of its own when absent.
   */
  name?: string;
  /** Whether the first question starts open (true: in a joined accordion, only the first list's). */
  firstOpen?: boolean;
}

/**
 * One item open at a time, the first open initially, clicking the open item closes it: native
 * `details` sharing a `name` (exclusive accordion), so the HTML does it all before, and without,
 * the page's scripts.
 */
export function FaqAccordion({ items, headingLevel = 3, name, firstOpen = true }: FaqAccordionProps) {
  const ownName = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <details className={styles.item} key={item.question} name={name ?? ownName} open={firstOpen && index === 0}>
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.question}</Heading>
            <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
              <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <div className={styles.panel}>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
