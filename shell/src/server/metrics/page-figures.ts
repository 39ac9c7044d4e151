/**
 * What a page adds to the figures: its render (time, sections that fell back), and each answer
 * (the request under its route pattern and owner, a view of every part with a section on it).
 * Parts are labelled with the version the page was rendered with, so a canary's figures stand
 * apart from the current version's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownerOf } from '../../reporting/attribution';
import type { PageFacts } from '../rendering';
import type { VersionSet } from '../remotes';
import { fallbacks, pageViews, renderSeconds, requests, serverRenderErrors } from './site-metrics';

interface AnswerLabels {
  route: string;
  part: string;
  version: string;
}

const labelsOf = new WeakMap<FastifyRequest, AnswerLabels>();
/** The server's own routes other than pages and files: counted under their path. */
const NAMED_ROUTES = new Set(['/sitemap.xml', '/robots.txt', '/_beacon']);

const versionOf = (versions: VersionSet, part: string) =>
  part === 'shell' ? 'shell' : (versions[part as keyof VersionSet] ?? 'unknown');

/** A render that finished: its time, and the sections that rendered their fallback. */
export function countRender(facts: PageFacts, versions: VersionSet, seconds: number): void {
  renderSeconds.observe({ route: facts.route, part: facts.owner, version: versionOf(versions, facts.owner) }, seconds);
  for (const part of facts.failed) fallbacks.inc({ part, version: versions[part] });
}

/**
 * An error a section threw while the server rendered it: counted and logged under the part and
 * version whose code is at the top of its stack (server containers are loaded from the remotes'
 * version folders, which name both).
 */
export function reportRenderError(request: FastifyRequest, error: unknown, bases: Readonly<Record<string, string>>) {
  const owner = ownerOf(error instanceof Error ? (error.stack ?? '') : String(error), bases);
  serverRenderErrors.inc({ ...owner });
  request.log.error({ ...owner, err: error }, `Server render error in ${owner.part} ${owner.version}`);
}

/** A page about to be sent (from the cache or a render): counted once answered (see countAnswers). */
export function countPageSent(request: FastifyRequest, facts: PageFacts, versions: VersionSet, status: number): void {
  labelsOf.set(request, { route: facts.route, part: facts.owner, version: versionOf(versions, facts.owner) });
  if (status >= 500) return;
  for (const part of facts.sections) pageViews.inc({ part, version: versions[part] });
}

/** Counts every answer of the public app by route pattern, status and owner. */
export function countAnswers(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = labelsOf.get(request);
    const url = request.routeOptions.url;
    const route = labels?.route ?? (url && NAMED_ROUTES.has(url) ? url : url ? 'file' : 'not found');
    requests.inc({
      route,
      status: String(reply.statusCode),
      part: labels?.part ?? 'shell',
      version: labels?.version ?? 'shell',
    });
  });
}
