import { courseFaqs } from 'shared-data';
import { FaqAccordion } from 'shared-data/ui';
import { DetailSection } from './DetailSection';
import styles from './DetailFaqSection.module.css';

/** The five course questions: one open at a time, the first open initially. */
export function DetailFaqSection() {
  return (
    <DetailSection title="Frequently Asked Questions" eyebrow="FAQ" tone="soft">
      <div className={styles.narrow}>
        <FaqAccordion items={courseFaqs} idPrefix="course-faq" />
      </div>
    </DetailSection>
  );
}
