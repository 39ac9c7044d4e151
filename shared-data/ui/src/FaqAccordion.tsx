import { useId } from 'react';
import type { FaqItem } from '@shared-data/rules';
import { AccordionItem, accordionListClass } from './design/Accordion';
import { StaticMarkup } from './StaticMarkup';

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
 * Questions and answers in the design system's accordion: one item open at a time, the first open
 * initially, clicking the open item closes it, all from the HTML (native `details` sharing a `name`).
 * It needs no code: hydration adopts its markup (`StaticMarkup`).
 */
export function FaqAccordion({ items, headingLevel = 3, name, firstOpen = true }: FaqAccordionProps) {
  const ownName = useId();
  return (
    <StaticMarkup as="div" className={accordionListClass}>
      {items.map((item, index) => (
        <AccordionItem
          key={item.question}
          name={name ?? ownName}
          open={firstOpen && index === 0}
          title={item.question}
          headingLevel={headingLevel}
        >
          <p>{item.answer}</p>
        </AccordionItem>
      ))}
    </StaticMarkup>
  );
}
