import { SOCIAL_PROOF } from '@shared-data/content-site';
import { bundles, courses } from '@shared-data/content-catalog';
import { MEMBERSHIP_POLICIES } from './membership-policies';
import { cardClass } from '@shared-data/ui';
import styles from './MembershipIncludes.module.css';

interface MembershipIncludesProps {
  /** Heading level of the two list titles, so the note fits the outline of its page. */
  headingLevel?: 3 | 4;
}

/** What every membership includes, and the policies a buyer should know before paying. */
export function MembershipIncludes({ headingLevel = 3 }: MembershipIncludesProps) {
  const Heading = `h${headingLevel}` as const;
  const includes = [
    `All ${courses.length} courses and ${bundles.length} learning paths`,
    'Every future course and update while you are a member',
    'Projects, quizzes, assignments and DSA problems with solutions',
    `Verifiable certificates (${SOCIAL_PROOF.libraryCertificates}) and community support`,
  ];
  return (
    <div className={cardClass({ tone: 'soft' }, styles.note)}>
      <div>
        <Heading className={styles.title}>Every Membership Includes</Heading>
        <ul className={styles.list}>
          {includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <Heading className={styles.title}>Good to Know</Heading>
        <ul className={styles.list}>
          {MEMBERSHIP_POLICIES.map((policy) => (
            <li key={policy}>{policy}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
