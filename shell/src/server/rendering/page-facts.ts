/**
 * The page's figures, computed where they are known (the route and what the render loaded) and
 * handed to metrics/ as plain facts: its route pattern, owner, sections and those that fell back.
 */
import type { StaticHandlerContext } from 'react-router-dom';
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import { moduleIdsIn } from '@shared-data/platform';
import type { PageFacts } from '../metrics';
import type { MatchedRoute } from './match-route';
import type { RenderedBody } from './render-body';

/** The remotes named by resource keys or module ids ('catalog/HomePage'), once each. */
const remotesIn = (keys: readonly string[]): RemoteName[] =>
  REMOTE_NAMES.filter((name) => keys.some((key) => key.includes(`${name}/`)));

/** The matched routes' paths joined: the pattern the metrics count a page under. */
function routePattern(matches: StaticHandlerContext['matches']): string {
  const joined = matches
    .map((match) => match.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/+/g, '/');
  return joined.startsWith('/') || joined === '*' ? joined : `/${joined}`;
}

export function pageFacts({ context, handle }: MatchedRoute, { snapshot, callerFaults }: RenderedBody): PageFacts {
  const charged = new Set(callerFaults.map((fault) => fault.key));
  return {
    route: routePattern(context.matches),
    owner: 'remote' in handle ? handle.remote : 'shell',
    sections: remotesIn([...snapshot.modules, ...moduleIdsIn(snapshot.deferred)]),
    failed: remotesIn(snapshot.failed.filter((key) => !charged.has(key))),
    callerFaults,
  };
}
