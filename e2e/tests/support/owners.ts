/**
 * Which part's team owns which end-to-end test, so a team can run its own (`npm run test:e2e -w
 * <part>`, see scripts/team-e2e.mjs). A spec file about one part belongs to it whole; the sweeps over
 * every route (accessibility, screen fit, visual baselines) tag each route's test with the
 * part that renders the route (the remote whose src/routes.json declares it). owners.spec.ts holds
 * every spec file to this list.
 */

import { routeAnswers } from '@shared-data/contracts';
import { DECLARED_ROUTES } from './routes';

/** A part's tag: '@catalog', '@membership', '@learn', '@dashboard' or '@shell'. */
export type OwnerTag = `@${string}`;

/** Spec files that belong to one part whole; the rest tag each test by route (tagOfRoute). */
export const FILE_OWNERS: Record<string, OwnerTag | 'per route'> = {
  'accessibility.spec.ts': 'per route',
  'affected.spec.ts': '@shell',
  'browser-integrity-redeploy.spec.ts': '@shell',
  'build-guards.spec.ts': '@shell',
  'canary-forged-beacons-redeploy.spec.ts': '@shell',
  'canary-metrics-redeploy.spec.ts': '@shell',
  'catalog-detail.spec.ts': '@catalog',
  'cdn-redeploy.spec.ts': '@shell',
  'catalog-pages.spec.ts': '@catalog',
  'chat-link.spec.ts': '@shell',
  'content-redeploy.spec.ts': '@catalog',
  'cross-team-failure-redeploy.spec.ts': '@shell',
  'csp-no-eval.spec.ts': '@shell',
  'dashboard.spec.ts': '@dashboard',
  'design-system.spec.ts': 'per route',
  'figures.spec.ts': '@catalog',
  'first-paint.spec.ts': '@shell',
  'home-sections.spec.ts': '@catalog',
  'hostile-input.spec.ts': '@shell',
  'html-first.spec.ts': 'per route',
  'html-validity.spec.ts': 'per route',
  'learn.spec.ts': '@learn',
  'learn-preview.spec.ts': '@learn',
  'membership.spec.ts': '@membership',
  'membership-layout.spec.ts': '@membership',
  'new-page-redeploy.spec.ts': '@shell',
  'other-browsers.spec.ts': 'per route',
  'override.spec.ts': '@shell',
  'owners.spec.ts': '@shell',
  'purchase-path.spec.ts': 'per route',
  'redeploy.spec.ts': '@shell',
  'runtime.spec.ts': '@shell',
  'signed-redeploy.spec.ts': '@shell',
  'screen-fit.spec.ts': 'per route',
  'share-images.spec.ts': 'per route',
  'shell-content.spec.ts': '@shell',
  'shell-deploy.spec.ts': '@shell',
  'shell-federation.spec.ts': '@shell',
  'shell-navigation.spec.ts': '@shell',
  'shell-redirects.spec.ts': '@shell',
  'shell-region.spec.ts': '@shell',
  'shell-routes.spec.ts': '@shell',
  'ssr-head.spec.ts': '@shell',
  'ssr.spec.ts': '@shell',
  'visual-baselines.spec.ts': 'per route',
  'visual-consistency.spec.ts': '@shell',
};

/** The part that renders a URL: the remote whose routes.json declares it; the shell's 404 page otherwise. */
export function tagOfRoute(route: string): OwnerTag {
  const pathname = route.split('?')[0]!;
  // A path without parameters wins over one with (as in React Router's ranking).
  const owner =
    DECLARED_ROUTES.find((declared) => declared.path === pathname) ??
    DECLARED_ROUTES.find((declared) => routeAnswers(declared.path, pathname));
  return owner ? `@${owner.remote}` : '@shell';
}

/** The tags of a route's test: its owner's, and the shell's (whose layout frames every page). */
export const routeTags = (route: string): OwnerTag[] => [...new Set([tagOfRoute(route), '@shell' as const])];
