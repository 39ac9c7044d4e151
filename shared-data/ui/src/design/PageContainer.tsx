import { useId, type ElementType, type ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';
import styles from './PageContainer.module.css';

/** The container's class name, for an element the caller renders itself (a header row). */
export const containerClass = (extra?: string) => [styles.container, extra].filter(Boolean).join(' ');

/** The content width and gutter of the site: one edge for every part, per breakpoint. */
export function PageContainer({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={containerClass(className)}>{children}</Tag>;
}

export type SectionTone = 'plain' | 'soft' | 'dark';

/** A band drawn only when it nears the screen (`content-visibility: auto`), for a part's own band. */
export const deferredClass = (extra?: string) => [styles.deferred, extra].filter(Boolean).join(' ');

/**
 * A section band's class names (its vertical space and background, drawn when it nears the screen),
 * for a section rendered by its part.
 */
export const sectionClass = (tone: SectionTone = 'plain', extra?: string) =>
  [styles.section, styles.deferred, styles[tone], extra].filter(Boolean).join(' ');

interface SectionProps {
  title: ReactNode;
  /** Small label above the title. */
  eyebrow?: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  tone?: SectionTone;
  /** Centre the heading block (default: left on phones, centred from tablets up). */
  align?: 'start' | 'center' | 'always-center';
  /** The section's id (a link target). */
  id?: string;
  /**
   * `tall`: a band taller than most (the membership's pricing block, six student stories), so that until
   * it is first drawn it keeps a height no shorter than itself: what is measured in it then lands
   * inside it.
   */
  estimate?: 'tall';
  className?: string;
  children: ReactNode;
}

/** A page section: a band with a labelled region, its h2 heading and content inside the page container. */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  align = 'center',
  id,
  estimate,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={sectionClass(tone, [estimate === 'tall' && styles.tall, className].filter(Boolean).join(' '))}
      aria-labelledby={headingId}
    >
      <div className={styles.container}>
        <SectionHeading id={headingId} eyebrow={eyebrow} intro={intro} align={align} tone={tone}>
          {title}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
