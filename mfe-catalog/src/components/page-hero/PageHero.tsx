import type { ReactNode } from 'react';
import styles from './PageHero.module.css';
import { containerClass, tagClass } from '@shared-data/ui';

interface PageHeroProps {
  /** Small label above the page title. */
  eyebrow?: string;
  /** The page's only h1. */
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The top band of a catalogue page: eyebrow, the page's h1, a lead sentence and extras. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={containerClass(styles.inner)}>
        {eyebrow && <p className={tagClass({ tone: 'primary', size: 'sm' }, styles.eyebrow)}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
