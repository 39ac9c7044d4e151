/**
 * The seam between the shell and the remotes: what each remote exposes and the props the shell
 * passes. Both sides import these types at build time.
 */
import type { ComponentType } from 'react';

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

/** What an exposed module looks like at runtime: a component as its default export. */
export interface ComponentModule<P extends object> {
  default: ComponentType<P>;
}

/** An exposed page: the shell (or the remote's own app) mounts it for a route. */
export type PageModule = ComponentModule<RemotePageProps>;

/**
 * What each remote exposes, with the module's type. Loaders and boundaries are typed by it, so a
 * misspelled module name or wrong props fail the type check.
 */
export interface ExposedModules {
  catalog: {
    './HomePage': PageModule;
    './CoursesPage': PageModule;
    './CourseDetailPage': PageModule;
    './LearningPathPage': PageModule;
    './BundleDetailPage': PageModule;
    './TestimonialsPage': PageModule;
    './AboutPage': PageModule;
    './ContactPage': PageModule;
    './TestimonialsSection': ComponentModule<TestimonialsSectionProps>;
  };
  membership: {
    './MembershipPage': PageModule;
    './JoinPage': PageModule;
    './FaqsPage': PageModule;
    './TermsPage': PageModule;
    './PrivacyPage': PageModule;
    './PricingBlock': ComponentModule<PricingBlockProps>;
  };
  learn: { './LearnPage': PageModule };
  dashboard: { './DashboardPage': PageModule };
}

export type RemoteName = keyof ExposedModules;
export type ExposedName<R extends RemoteName> = keyof ExposedModules[R] & string;
export type ExposedModule<R extends RemoteName, M extends ExposedName<R>> = ExposedModules[R][M];
/** The props of an exposed component. */
export type ExposedProps<R extends RemoteName, M extends ExposedName<R>> =
  ExposedModule<R, M> extends ComponentModule<infer P> ? P : never;

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
} as const satisfies { [R in RemoteName]: readonly ExposedName<R>[] };

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
