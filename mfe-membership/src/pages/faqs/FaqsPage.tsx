import { Link } from '@shared-data/platform/router';
import { type RemotePageProps } from '@shared-data/contracts';
import { faqGroups } from '@shared-data/content-membership';
import { FaqAccordion, buttons, cardClass, rowClass, headingClass } from '@shared-data/ui';
import { faqGroupKey } from './faq-group-key';
import styles from './FaqsPage.module.css';

/** The name that joins the groups' lists into one accordion. */
const ACCORDION_NAME = 'faqs';

/**
 * All FAQ groups as ONE accordion (every list's items share one `details` name), so opening a
 * question in one group closes whatever was open in another. The first question of the first
 * group starts open.
 */
export default function FaqsPage(_props: RemotePageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.inner}>
          <h1 className={headingClass('4xl')}>Frequently Asked Questions</h1>
          <p className={styles.lead}>
            Answers about our courses, the membership, payments and technical issues. Pick a topic or browse them all.
          </p>
          <nav aria-label="FAQ topics">
            <ul className={rowClass(2, styles.topics)}>
              {faqGroups.map((group) => (
                <li key={group.title}>
                  <a href={`#${faqGroupKey(group)}`}>{group.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      <div className={`${styles.inner} ${styles.groups}`}>
        {faqGroups.map((group, index) => {
          const key = faqGroupKey(group);
          return (
            <section key={group.title} id={key} className={styles.group} aria-labelledby={`${key}-heading`}>
              <h2 id={`${key}-heading`} className={styles.groupTitle}>
                {group.title}
              </h2>
              <FaqAccordion items={group.items} name={ACCORDION_NAME} firstOpen={index === 0} />
            </section>
          );
        })}

        <aside className={cardClass({ tone: 'dark' }, styles.support)} aria-labelledby="faq-support-heading">
          <h2 id="faq-support-heading" className={styles.supportTitle}>
            Still have a question?
          </h2>
          <p>Our support team replies within 24 hours, usually much sooner.</p>
          <Link to="/contact" className={buttons.onDark}>
            Contact Support
          </Link>
        </aside>
      </div>
    </div>
  );
}
