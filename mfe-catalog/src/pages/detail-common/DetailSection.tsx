import { useId, type ReactNode } from 'react';
import { containerClass, deferredClass, eyebrowClass, headingClass, type BandEstimate } from '@shared-data/ui';
import styles from './DetailSection.module.css';

interface DetailSectionProps {
  title: ReactNode;
  /** Short line above the heading. */
  eyebrow?: string;
  /** One sentence under the heading. */
  intro?: ReactNode;
  /** 'soft' gives the section a tinted band, to separate neighbouring sections. */
  tone?: 'plain' | 'soft';
  /** 'full' spans the content width; 'inline' sits inside a page column without its own padding. */
  layout?: 'full' | 'inline';
  /** The height the section keeps until it is first drawn, where the default is shorter (BandEstimate). */
  estimate?: BandEstimate;
  children: ReactNode;
}

/** A titled section of a detail page, labelled by its own h2. */
export function DetailSection({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  layout = 'full',
  estimate,
  children,
}: DetailSectionProps) {
  const headingId = useId();
  const className = deferredClass(
    [styles.section, tone === 'soft' ? styles.soft : '', layout === 'inline' ? styles.inline : '']
      .filter(Boolean)
      .join(' '),
    estimate,
  );
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className={layout === 'full' ? containerClass() : undefined}>
        {eyebrow && <p className={eyebrowClass({ size: 'sm', primary: true }, styles.eyebrow)}>{eyebrow}</p>}
        <h2 id={headingId} className={headingClass('2xl', styles.heading)}>
          {title}
        </h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
}
