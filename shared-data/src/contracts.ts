/**
 * The seam between the shell and the remotes: what each remote exposes and the props the shell
 * passes. Both sides import these types at build time.
 */
import type { ComponentType } from 'react';

export type RemoteName = 'catalog' | 'membership' | 'learn' | 'dashboard';

/** Exposed module names, per remote (the keys of each remote's `exposes`). */
export const REMOTE_MODULES = {
  catalog: [
    './HomePage',
    './CoursesPage',
    './CourseDetailPage',
    './LearningPathPage',
    './BundleDetailPage',
    './TestimonialsPage',
    './AboutPage',
    './ContactPage',
    './TestimonialsSection',
  ],
  membership: ['./MembershipPage', './JoinPage', './FaqsPage', './TermsPage', './PrivacyPage', './PricingBlock'],
  learn: ['./LearnPage'],
  dashboard: ['./DashboardPage'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteModule<R extends RemoteName> = (typeof REMOTE_MODULES)[R][number];

/** Props every exposed page receives from whoever mounts it (the shell, or the remote's own app). */
export interface RemotePageProps {
  /** The host's 404 page, for unknown slugs on detail pages. */
  NotFound: ComponentType;
}

/** Props of the membership team's pricing block, shown on course and bundle pages. */
export interface PricingBlockProps {
  /** Heading above the plans; defaults to the block's own. */
  heading?: string;
}

/** Props of the catalogue team's testimonials section, shown on membership pages. */
export interface TestimonialsSectionProps {
  /** How many testimonials to show (the first N); all when absent. */
  limit?: number;
  heading?: string;
}

/** What an exposed page module looks like at runtime. */
export interface PageModule {
  default: ComponentType<RemotePageProps>;
}

/** Where each remote's manifest lives: read at runtime from `remotes.json` beside index.html. */
export type RemoteLocations = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'membership', 'learn', 'dashboard'];

/** Validates the parsed `remotes.json`; throws a readable error on a bad file. */
export function parseRemoteLocations(value: unknown): RemoteLocations {
  if (typeof value !== 'object' || value === null) throw new Error('remotes.json must be an object');
  const record = value as Record<string, unknown>;
  const result: Partial<RemoteLocations> = {};
  for (const name of REMOTE_NAMES) {
    const entry = record[name];
    if (typeof entry !== 'string' || entry.length === 0) throw new Error(`remotes.json has no entry for "${name}"`);
    result[name] = entry;
  }
  return result as RemoteLocations;
}
