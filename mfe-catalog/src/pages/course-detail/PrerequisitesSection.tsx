import { DetailSection } from '../detail-common/DetailSection';
import styles from './PrerequisitesSection.module.css';

/** What to know before starting. Render it only when the course lists prerequisites. */
export function PrerequisitesSection({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <DetailSection title="Prerequisites" layout="inline" estimate={{ phone: 30, tablet: 30, desktop: 30 }}>
      <div className={styles.box}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </DetailSection>
  );
}
