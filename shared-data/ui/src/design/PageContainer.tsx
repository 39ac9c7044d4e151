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

/** The heights, in rem, a band may keep until it is first drawn (tokens.css has a class for each). */
export const BAND_HEIGHTS = [20, 30, 40, 50, 60, 70, 80, 90, 100, 115, 130, 145, 165, 190] as const;
export type BandHeight = (typeof BAND_HEIGHTS)[number];

/**
 * The height a band keeps until it is first drawn, below 48rem (`phone`), to 64rem (`tablet`) and
 * from there up (`desktop`), where the default (70, 45 and 45 rem) does not fit it: the smallest
 * height of the scale no shorter than the band (at 375 px; 768 px; 1024 and 1280 px).
 */
export interface BandEstimate {
  phone?: BandHeight;
  tablet?: BandHeight;
  desktop?: BandHeight;
}

/**
 * The estimate of a band whose height follows its content, from that height in rem at each width:
 * the smallest heights of the scale no shorter (the largest, for a taller band).
 */
export function estimateOf(rem: { phone: number; tablet: number; desktop: number }): BandEstimate {
  const atLeast = (height: number) => BAND_HEIGHTS.find((step) => step >= height) ?? BAND_HEIGHTS.at(-1);
  return { phone: atLeast(rem.phone), tablet: atLeast(rem.tablet), desktop: atLeast(rem.desktop) };
}

/** The global classes of tokens.css that set the band's estimate, one per width it gives. */
export const estimateClasses = (estimate: BandEstimate = {}) =>
  (['phone', 'tablet', 'desktop'] as const).flatMap((width) =>
    estimate[width] ? [`band-${width}-${estimate[width]}`] : [],
  );

/** A band drawn only when it nears the screen (`content-visibility: auto`), for a part's own band. */
export const deferredClass = (extra?: string, estimate?: BandEstimate) =>
  [styles.deferred, ...estimateClasses(estimate), extra].filter(Boolean).join(' ');

/**
 * A section band's class names (its vertical space and background, drawn when it nears the screen),
 * for a section rendered by its part.
 */
export const sectionClass = (tone: SectionTone = 'plain', extra?: string, estimate?: BandEstimate) =>
  [styles.section, deferredClass([styles[tone], extra].filter(Boolean).join(' '), estimate)].join(' ');

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
  /** The height the band keeps until it is first drawn, where the default is shorter than the band. */
  estimate?: BandEstimate;
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
    <section id={id} className={sectionClass(tone, className, estimate)} aria-labelledby={headingId}>
      <div className={styles.container}>
        <SectionHeading id={headingId} eyebrow={eyebrow} intro={intro} align={align} tone={tone}>
          {title}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
