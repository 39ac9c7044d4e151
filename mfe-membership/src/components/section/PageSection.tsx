import { useId, type ReactNode } from 'react';
import styles from './PageSection.module.css';

interface PageSectionProps {
  heading: ReactNode;
  /** A short line above the heading. */
  eyebrow?: string;
  /** A sentence or two under the heading. */
  intro?: ReactNode;
  id?: string;
  tone?: 'plain' | 'soft' | 'dark';
  /** Centre the heading at every width, phones too (a band that stands alone, such as a fragment). */
  centred?: boolean;
  children?: ReactNode;
}

/**
 * A full-width band of a page with a centred, content-width column and an h2 that names it. By
 * default its heading is aligned as every section heading of the site (the catalogue's too, such as
 * the testimonials fragment on the membership page): to the left on phones, centred from 760 px up.
 */
export function PageSection({
  heading,
  eyebrow,
  intro,
  id,
  tone = 'plain',
  centred = false,
  children,
}: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={`${styles.band} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <header className={`${styles.header} ${centred ? styles.centred : ''}`}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro && <div className={styles.intro}>{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
