import type { ReactNode } from 'react';
import { Section, type BandEstimate } from '@shared-data/ui';

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
  /** The height the band keeps until it is first drawn, where the default is shorter (BandEstimate). */
  estimate?: BandEstimate;
  children?: ReactNode;
}

/**
 * A full-width band of a page with the site's page container and an h2 that names it: the design
 * system's Section (shared-data/ui), so its width, gutter and heading are every part's. By default
 * its heading is aligned as every section heading of the site: to the left on phones, centred from
 * 760 px up.
 */
export function PageSection({
  heading,
  eyebrow,
  intro,
  id,
  tone = 'plain',
  centred = false,
  estimate,
  children,
}: PageSectionProps) {
  return (
    <Section
      title={heading}
      eyebrow={eyebrow}
      intro={intro}
      id={id}
      tone={tone}
      align={centred ? 'always-center' : 'center'}
      estimate={estimate}
    >
      {children}
    </Section>
  );
}
