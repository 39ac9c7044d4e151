import { Link } from '@shared-data/platform/router';
import { type RemotePageProps } from '@shared-data/contracts';
import { BRAND, SOCIAL_PROOF } from '@shared-data/content-site';
import { membershipFaqs } from '@shared-data/content-membership';
import { FaqAccordion, containerClass, followOnClass, headingClass } from '@shared-data/ui';
import { PlansBlock } from '../../components/plans/PlansBlock';
import { MembershipIncludes } from '../../components/membership-includes/MembershipIncludes';
import styles from './JoinPage.module.css';

/** The questions a visitor about to pay asks most: what's included, which plan, upgrades, refunds. */
const KEY_QUESTION_COUNT = 5;
export const JOIN_FAQS = membershipFaqs.slice(0, KEY_QUESTION_COUNT);

/** /join: a focused page to choose a plan and pay. */
export default function JoinPage(_props: RemotePageProps) {
  return (
    <div className={containerClass(styles.page)}>
      <header className={styles.header}>
        <h1 className={headingClass('4xl')}>Join {BRAND}</h1>
        <p className={styles.lead}>
          Choose your membership and get every course, learning path and future release straight away. Trusted by{' '}
          {SOCIAL_PROOF.students} students in {SOCIAL_PROOF.countries} countries.
        </p>
      </header>

      <section className={styles.plans} aria-labelledby="join-plans-heading">
        <h2 id="join-plans-heading" className="visually-hidden">
          Membership Plans
        </h2>
        <PlansBlock />
        <MembershipIncludes />
      </section>

      <section className={styles.faq} aria-labelledby="join-faq-heading">
        <h2 id="join-faq-heading" className={headingClass('2xl', styles.faqTitle)}>
          Before You Join
        </h2>
        <FaqAccordion items={JOIN_FAQS} />
        <p className={followOnClass(styles.more)}>
          Want the full picture? <Link to="/membership">See everything about the membership</Link>
        </p>
      </section>
    </div>
  );
}
