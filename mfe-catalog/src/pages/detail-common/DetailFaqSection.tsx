import { detailFaqs, type DetailSubject } from '@shared-data/content-catalog';
import { DetailSection } from './DetailSection';
import { FaqAccordion } from '@shared-data/ui';

/**
 * The five questions of a course or learning-path page: one open at a time, the first open initially.
 * The full content width, as every section under the two-column body: a narrower column left empty
 * space beside it on a desktop.
 */
export function DetailFaqSection({ subject }: { subject: DetailSubject }) {
  return (
    <DetailSection title="Frequently Asked Questions" eyebrow="FAQ" tone="soft">
      <FaqAccordion items={detailFaqs(subject)} />
    </DetailSection>
  );
}
