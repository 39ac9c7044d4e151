import { Link } from '@shared-data/platform/router';
import { membershipFaqs } from '@shared-data/content-membership';
import { FaqAccordion, followOnClass } from '@shared-data/ui';
import { PageSection } from '../../../components/section/PageSection';
import styles from './MembershipFaqSection.module.css';

/** Questions about the membership, as one accordion. */
export function MembershipFaqSection() {
  return (
    <PageSection
      eyebrow="FAQ"
      heading="Membership Questions, Answered"
      estimate={{ phone: 80, tablet: 60, desktop: 60 }}
    >
      <div className={styles.list}>
        <FaqAccordion items={membershipFaqs} />
        <p className={followOnClass(styles.more)}>
          More questions? <Link to="/faqs">Read all FAQs</Link>
        </p>
      </div>
    </PageSection>
  );
}
