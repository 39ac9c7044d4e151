import type { ReactNode } from 'react';
import type { LegalSection } from './legal-section';
import styles from './LegalDocument.module.css';
import { containerClass, cardClass, headingClass } from '@shared-data/ui';

interface LegalDocumentProps {
  title: string;
  /** ISO date (YYYY-MM-DD) the document last changed. */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A legal page: title, last-updated date, a table of contents and numbered sections at a readable width. */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <article className={containerClass(styles.document)}>
      <header className={styles.header}>
        <h1 className={headingClass('4xl')}>{title}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={lastUpdated}>{dateFormat.format(new Date(`${lastUpdated}T00:00:00Z`))}</time>
        </p>
        <div className={styles.intro}>{intro}</div>
      </header>

      <div className={styles.layout}>
        <nav className={cardClass({ tone: 'soft' }, styles.toc)} aria-labelledby="legal-toc-heading">
          <h2 id="legal-toc-heading" className={styles.tocTitle}>
            Contents
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
