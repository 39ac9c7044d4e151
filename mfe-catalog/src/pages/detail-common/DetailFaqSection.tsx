import { detailFaqs, type DetailSubject } from '@shared-data/content-catalog';
import { DetailSection } from './DetailSection';
import { FaqAccordion } from '@shared-data/ui';
import styles from './DetailFaqSection.module.css';

/** The five questions of a course or learning-path page: one open at a time, the first open initially. */
export function DetailFaqSection({ subject }: { subject: DetailSubject }) {
  return (
    <DetailSection title="Frequently Asked Questions" eyebrow="FAQ" tone="soft">
      <div className={styles.narrow}>
        <FaqAccordion items={detailFaqs(subject)} />
      </div>
    </DetailSection>
  );
}
