/**
 * The site's routes as the remotes declare them (each remote's src/routes.json, the one place a
 * route is written): which part renders each, and one URL per route for the sweeps over the whole
 * site (overflow, axe, HTML checker, baselines): its example when it has a slug, and an unknown path
 * for the 404 page. A page a team adds is in every sweep with no edit here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PARTS, ROOT } from '@shared-data/parts';
import { parseRouteDeclarations, type RouteDeclaration } from '@shared-data/contracts';

export interface DeclaredRoute extends RouteDeclaration {
  /** The remote that declares (and renders) it. */
  remote: string;
}

export const DECLARED_ROUTES: readonly DeclaredRoute[] = REMOTE_PARTS.flatMap((part) =>
  parseRouteDeclarations(
    JSON.parse(fs.readFileSync(path.join(ROOT, part.dir, 'src', 'routes.json'), 'utf8')),
    part.name,
  ).map((route) => ({ ...route, remote: part.name })),
);

/** A path no remote declares: the shell's 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';

export const EVERY_ROUTE: readonly string[] = [
  ...DECLARED_ROUTES.map((route) => route.example ?? route.path),
  NOT_FOUND_PATH,
];
