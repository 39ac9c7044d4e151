import type { ReactNode } from 'react';
import { eyebrowClass } from './Layout';
import styles from './SectionHeading.module.css';

interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id?: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Left on phones, centred from tablets up ('center', the default), always left, or always centred. */
  align?: 'start' | 'center' | 'always-center';
  tone?: 'plain' | 'soft' | 'dark';
  className?: string;
  children: ReactNode;
}

/** A section's heading block: an optional eyebrow, the h2 (balanced lines) and an intro (text or paragraphs). */
export function SectionHeading({
  id,
  eyebrow,
  intro,
  align = 'center',
  tone,
  className,
  children,
}: SectionHeadingProps) {
  const classes = [
    styles.head,
    align !== 'start' && styles.center,
    align === 'always-center' && styles.alwaysCenter,
    tone === 'dark' && styles.dark,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {eyebrow && <p className={eyebrowClass({ size: 'sm', primary: true, wide: true }, styles.eyebrow)}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {children}
      </h2>
      {intro && <div className={styles.intro}>{intro}</div>}
    </div>
  );
}
