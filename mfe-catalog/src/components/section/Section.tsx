import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  title: ReactNode;
  /** Small label above the title. */
  eyebrow?: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  tone?: 'plain' | 'soft' | 'dark';
  /** Centre the heading block (default: left on phones, centred from tablets up). */
  align?: 'start' | 'center';
  children: ReactNode;
}

/** A page section: a labelled region with an h2 heading, inside the content width. */
export function Section({ title, eyebrow, intro, tone = 'plain', align = 'center', children }: SectionProps) {
  const headingId = useId();
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div className={`${styles.head} ${align === 'center' ? styles.center : ''}`}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
