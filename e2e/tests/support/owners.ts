/**
 * Which part's team owns which end-to-end test, so a team can run its own (`npm run test:e2e -w
 * <part>`, see scripts/team-e2e.mjs). A remote's own spec files live in its folder (`mfe-<part>/e2e/`)
 * and belong to it by where they are; the shared folder's (e2e/tests/) are the composition's: the
 * shell's, listed in FILE_OWNERS, and the sweeps over every route (accessibility, screen fit, visual
 * baselines), which tag each route's test with the part that renders the route (the remote whose
 * src/routes.json declares it) and keep its pictures in that part's folder. owners.spec.ts holds
 * every spec file to one owner.
 */

import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PARTS, ROOT } from '@shared-data/parts';
import { routeAnswers } from '@shared-data/contracts';
import { DECLARED_ROUTES } from './routes';

/** A part's tag: '@catalog', '@membership', '@learn', '@dashboard' or '@shell'. */
export type OwnerTag = `@${string}`;

/** The shared folder's spec files: the shell's whole, or a sweep tagging each test by route (tagOfRoute). */
export const FILE_OWNERS: Record<string, OwnerTag | 'per route'> = {
  'accessibility.spec.ts': 'per route',
  'affected.spec.ts': '@shell',
  'band-estimates.spec.ts': 'per route',
  'browser-integrity-redeploy.spec.ts': '@shell',
  'build-guards.spec.ts': '@shell',
  'canary-forged-beacons-redeploy.spec.ts': '@shell',
  'canary-metrics-redeploy.spec.ts': '@shell',
  'cdn-redeploy.spec.ts': '@shell',
  'chat-link.spec.ts': '@shell',
  'cross-team-failure-redeploy.spec.ts': '@shell',
  'csp-no-eval.spec.ts': '@shell',
  'design-system.spec.ts': 'per route',
  'first-paint.spec.ts': '@shell',
  'hostile-input.spec.ts': '@shell',
  'html-first.spec.ts': '@shell',
  'html-validity.spec.ts': 'per route',
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
  'video-poster.spec.ts': 'per route',
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

/** The shared folder of specs, from the repository's root: the composition's (shell, deploys, sweeps). */
export const SHARED_SPECS = 'e2e/tests';

/** Where a part's own end-to-end specs live, from the repository's root: 'mfe-catalog/e2e'. */
export const teamSpecsOf = (part: { dir: string }): string => `${part.dir}/e2e`;

/** Where the pictures of a part's routes are kept, from the repository's root (the shell's: its 404 page). */
export function baselinesOf(tag: OwnerTag): string {
  const remote = REMOTE_PARTS.find((part) => `@${part.name}` === tag);
  return remote ? `${teamSpecsOf(remote)}/visual-baselines` : `${SHARED_SPECS}/visual-baselines`;
}

/** Every folder of visual baselines: the shell's and each remote's. */
export const BASELINE_FOLDERS: readonly string[] = [
  baselinesOf('@shell'),
  ...REMOTE_PARTS.map((part) => baselinesOf(`@${part.name}`)),
];

/** The files of a folder (its path from the repository's root) whose names end so, as paths from the root; none for a missing folder. */
export const filesIn = (folder: string, ending: string): string[] =>
  fs.existsSync(path.join(ROOT, folder))
    ? fs
        .readdirSync(path.join(ROOT, folder))
        .filter((file) => file.endsWith(ending))
        .map((file) => `${folder}/${file}`)
    : [];

const specsIn = (folder: string): string[] => filesIn(folder, '.spec.ts');

/**
 * Every spec file (its path from the repository's root) and its owner: a remote's folder's, that
 * remote; the shared folder's, as FILE_OWNERS says (undefined for one it does not list).
 */
export function specOwners(): Record<string, OwnerTag | 'per route' | undefined> {
  return Object.fromEntries([
    ...specsIn(SHARED_SPECS).map((file) => [file, FILE_OWNERS[path.basename(file)]]),
    ...REMOTE_PARTS.flatMap((part) => specsIn(teamSpecsOf(part)).map((file) => [file, `@${part.name}` as const])),
  ]);
}
