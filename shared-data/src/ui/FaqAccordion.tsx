import { useId } from 'react';
import type { FaqItem } from '../types/entities';
import { useSingleOpen } from './use-single-open';
import styles from './FaqAccordion.module.css';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Heading level of each question, so the list fits the page's outline. */
  headingLevel?: 3 | 4;
  /** Key prefix, for pages that join several lists into one accordion (see `controlled`). */
  idPrefix?: string;
  /** Lift the open state to the page to keep one item open across several lists. */
  controlled?: { isOpen: (key: string) => boolean; toggle: (key: string) => void };
}

/** One item open at a time, the first open initially, clicking the open item closes it. */
export function FaqAccordion({ items, headingLevel = 3, idPrefix = 'faq', controlled }: FaqAccordionProps) {
  const own = useSingleOpen<string>(`${idPrefix}-0`);
  const { isOpen, toggle } = controlled ?? own;
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.list}>
      {items.map((item, index) => {
        const key = `${idPrefix}-${index}`;
        const open = isOpen(key);
        const buttonId = `${baseId}-${key}-button`;
        const panelId = `${baseId}-${key}-panel`;
        return (
          <div className={styles.item} key={key}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(key)}
              >
                <span>{item.question}</span>
                <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
