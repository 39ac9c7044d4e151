/**
 * POST /_beacon?t=<page token>: errors and web vitals from browsers (shell/src/reporting), counted
 * per part and version in the metrics. Refused cheaply, before anything is counted, and in this
 * order: a token that is missing, forged or expired (403, before anything else: page-token.ts); a
 * visitor over its rate for the whole server (429, before the body is read: shared-ledger.ts); a
 * body over BEACON_BODY_LIMIT (413), not JSON (415/400) or not the schema (400; beacon-schema.ts);
 * a report of a remote's version the token does not name (403, not_served); a page view past its
 * allowance (429, over_page_limit: beacon-ledger.ts). Each refusal counts under
 * beacons_total{outcome} and is not logged. Of what is accepted, an error counts in
 * browser_errors_total and, once per page view, in browser_error_views_total (what a canary's
 * browser error rate is made of); a vital counts once per page view. Browser errors are logged
 * through pino (JSON: nothing from the body is written unescaped), one line each, with part and version.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from '@shared-data/contracts';
import { siteMetrics } from '../metrics';
import type { LedgerQuestions } from './beacon-ledger';
import { parseBeacon, type BeaconEvent } from './beacon-schema';
import type { PageToken, PageTokens } from './page-token';
import { sharedLedger } from './shared-ledger';
import { visitorKey } from './visitor-key';

export const BEACON_PATH = '/_beacon';
/** Ten events with their longest messages fit; a real beacon is a few hundred bytes. */
export const BEACON_BODY_LIMIT = 4096;
/** The query parameter that carries the page's token. */
export const TOKEN_PARAMETER = 't';

export interface BeaconOptions {
  /** The server's page tokens (the same secret as the pages'). */
  tokens: PageTokens;
  /** Beacons a visitor may send per minute to the whole server (default 60: a page sends one or two). */
  perMinute?: number;
  /** Where rates and page views are remembered (default: the cluster's one ledger). */
  ledger?: LedgerQuestions;
}

/**
 * What attribution names when no version can be (shell/src/reporting/attribution.ts): the shell's
 * scripts, a stack that names no script, a remote's file outside its version folders. Accepted
 * with any token; no canary's figures read them.
 */
const UNVERSIONED: Readonly<Record<string, string>> = {
  shell: 'shell',
  unknown: 'unknown',
  ...Object.fromEntries(REMOTE_NAMES.map((part) => [part, 'current'])),
};

/** The key of a report, counted once per page view. */
const reportKey = (event: BeaconEvent) =>
  event.type === 'error' ? `error ${event.part} ${event.version}` : `${event.name} ${event.part} ${event.version}`;

export const beaconRoute: FastifyPluginAsync<BeaconOptions> = async (app, options) => {
  const { tokens, perMinute = 60 } = options;
  const ledger = options.ledger ?? sharedLedger(perMinute);
  const tokenOf = new WeakMap<FastifyRequest, PageToken>();
  const refuse = (reply: FastifyReply, status: number, outcome: string, text: string) => {
    siteMetrics.beacons.inc({ outcome });
    return reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(text);
  };
  // In this plugin only: a bad beacon is the sender's fault, answered in a word, not logged.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return status === 413
      ? refuse(reply, 413, 'too_large', 'Payload Too Large')
      : refuse(reply, status, 'invalid', 'Bad Request');
  });
  app.post(
    BEACON_PATH,
    {
      bodyLimit: BEACON_BODY_LIMIT,
      onRequest: async (request, reply) => {
        const given = (request.query as Record<string, unknown>)[TOKEN_PARAMETER];
        const check = tokens.verify(typeof given === 'string' ? given : undefined);
        if (!check.ok) return refuse(reply, 403, check.outcome, 'Forbidden');
        if (!(await ledger.visitor(visitorKey(request.ip)))) {
          return refuse(reply.header('Retry-After', '60'), 429, 'rate_limited', 'Too Many Requests');
        }
        tokenOf.set(request, check.token);
      },
    },
    async (request, reply) => {
      const token = tokenOf.get(request) as PageToken;
      const events = parseBeacon(request.body);
      if (!events) return refuse(reply, 400, 'invalid', 'Bad Request');
      const served = (event: BeaconEvent) =>
        token.versions.get(event.part) === event.version || UNVERSIONED[event.part] === event.version;
      if (!events.every(served)) return refuse(reply, 403, 'not_served', 'Forbidden');
      const admitted = await ledger.page(token.id, events.length, events.map(reportKey));
      if (!admitted.ok) return refuse(reply, 429, 'over_page_limit', 'Too Many Requests');
      siteMetrics.beacons.inc({ outcome: 'accepted' });
      events.forEach((event, i) => count(request, event, admitted.fresh[i] === true));
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
};

/** An accepted event in the figures: `first` when its page view had not reported it yet. */
function count(request: FastifyRequest, event: BeaconEvent, first: boolean) {
  const labels = { part: event.part, version: event.version };
  if (event.type === 'vital') {
    if (first) siteMetrics.webVitals.observe({ ...labels, name: event.name }, event.value);
    return;
  }
  siteMetrics.browserErrors.inc(labels);
  if (first) siteMetrics.browserErrorViews.inc(labels);
  request.log.warn({ ...labels, error: event.message }, 'Browser error');
}
