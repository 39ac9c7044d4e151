import { useId, type ReactNode } from 'react';
import { containerClass, sectionClass, type SectionTone } from './PageContainer';
import { SectionHeading } from './SectionHeading';

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
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={sectionClass(tone, className)} aria-labelledby={headingId}>
      <div className={containerClass()}>
        <SectionHeading id={headingId} eyebrow={eyebrow} intro={intro} align={align} tone={tone}>
          {title}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
