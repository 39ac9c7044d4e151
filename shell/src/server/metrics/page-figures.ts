/**
 * What a page adds to the figures: its render (time, sections that fell back), and each answer
 * (the request under its route pattern and owner, a view of every part with a section on it).
 * Parts are labelled with the version the page was rendered with, so a canary's figures stand
 * apart from the current version's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RemoteName } from '@shared-data/contracts';
import { callerInStack, type CallerFault } from '@shared-data/platform';
import { ownerOf } from '../../reporting/attribution';
import { fallbacks, pageViews, renderSeconds, requests, serverRenderErrors } from './site-metrics';

/**
 * Who a page belongs to, as the figures count it: its route pattern, its owner and the remotes it
 * shows (computed where they are known, by the render: rendering/page-facts.ts).
 */
export interface PageFacts {
  /** The matched route's pattern (a remote's declared path, with its parameters; '*' for the 404 page). */
  route: string;
  /** The remote whose page it is, or 'shell' for the shell's own pages. */
  owner: RemoteName | 'shell';
  /** Every remote with a section on the page, and those whose section rendered its fallback. */
  sections: RemoteName[];
  failed: RemoteName[];
  /**
   * Fragments that fell back through their caller's fault (a module not exposed, props off their
   * contract): charged to the caller, never to the fragment's remote (not in `failed`).
   */
  callerFaults: CallerFault[];
}

/** The version of each remote a page was rendered with (remotes/' VersionSet): its figures' labels. */
export type VersionSet = Readonly<Record<RemoteName, string>>;

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

/**
 * A render that finished: its time, and the sections that rendered their fallback: a remote's
 * failure under its version, a fragment's failure of its caller's making under the caller's (and
 * logged with both), so the caller's canary looks worse, never the provider's.
 */
export function countRender(request: FastifyRequest, facts: PageFacts, versions: VersionSet, seconds: number): void {
  renderSeconds.observe({ route: facts.route, part: facts.owner, version: versionOf(versions, facts.owner) }, seconds);
  for (const part of facts.failed) fallbacks.inc({ part, version: versions[part] });
  for (const { caller, provider, module, kind, detail } of facts.callerFaults) {
    const charged = { part: caller, version: versionOf(versions, caller) };
    fallbacks.inc(charged);
    const why = kind === 'not-exposed' ? 'a module it does not expose' : 'props off its contract';
    request.log.error(
      { ...charged, provider, providerVersion: versions[provider], module, fault: kind, detail },
      `${caller} ${charged.version} asked ${provider} ${versions[provider]} for ${module} with ${why}: its section fell back (charged to ${caller}, not ${provider})`,
    );
  }
}

/**
 * An error a section threw while the server rendered it: counted and logged under the part and
 * version whose code is at the top of its stack (server containers are loaded from the remotes'
 * version folders, which name both), or, when it was thrown inside a fragment another part mounts
 * (React's component stack names both: @shared-data/platform's CallerMark), under that caller.
 */
export function reportRenderError(
  request: FastifyRequest,
  error: unknown,
  {
    bases,
    versions,
    componentStack,
  }: { bases: Readonly<Record<string, string>>; versions: VersionSet; componentStack?: string },
) {
  const owner = ownerOf(error instanceof Error ? (error.stack ?? '') : String(error), bases);
  const mark = callerInStack(componentStack);
  if (!mark) {
    serverRenderErrors.inc({ ...owner });
    request.log.error({ ...owner, err: error }, `Server render error in ${owner.part} ${owner.version}`);
    return;
  }
  const charged = { part: mark.caller, version: versionOf(versions, mark.caller) };
  serverRenderErrors.inc(charged);
  request.log.error(
    { ...charged, provider: mark.provider, providerVersion: versions[mark.provider], module: mark.module, err: error },
    `Server render error in ${mark.provider}'s ${mark.module} for ${mark.caller} ${charged.version}: its section fell back (charged to ${mark.caller}, not ${mark.provider})`,
  );
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
