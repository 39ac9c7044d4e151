/**
 * POST /_beacon: errors and web vitals from browsers (shell/src/reporting), counted per part and
 * version in the metrics. Refused cheaply, before anything is counted: a client over its rate
 * (429, before the body is read), a body over BEACON_BODY_LIMIT (413, from its Content-Length or
 * as it streams), a body that is not JSON (415/400) or not the schema (400; beacon-schema.ts). A
 * version the server does not serve is counted as 'other', so no client can grow the metrics
 * without bound. Browser errors are logged through pino (JSON: nothing from the body is written
 * unescaped), one line each, with part and version.
 */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { siteMetrics } from '../metrics';
import { parseBeacon } from './beacon-schema';
import { RateLimit } from './rate-limit';

export const BEACON_PATH = '/_beacon';
/** Ten events with their longest messages fit; a real beacon is a few hundred bytes. */
export const BEACON_BODY_LIMIT = 4096;

export interface BeaconOptions {
  /** Whether the server serves (or recently served) this version of the part. */
  knows: (part: string, version: string) => boolean;
  /** Beacons a client may send per minute (default 60: a page sends one or two). */
  perMinute?: number;
}

export const beaconRoute: FastifyPluginAsync<BeaconOptions> = async (app, { knows, perMinute = 60 }) => {
  const limit = new RateLimit(perMinute, 60_000);
  const refuse = (status: number, outcome: string, text: string) => {
    siteMetrics.beacons.inc({ outcome });
    return { status, text };
  };
  // In this plugin only: a bad beacon is the sender's fault, answered in a word, not logged.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    const answer =
      status === 413 ? refuse(413, 'too_large', 'Payload Too Large') : refuse(status, 'invalid', 'Bad Request');
    return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
  });
  app.post(
    BEACON_PATH,
    {
      bodyLimit: BEACON_BODY_LIMIT,
      onRequest: async (request, reply) => {
        if (limit.allow(request.ip)) return;
        const answer = refuse(429, 'rate_limited', 'Too Many Requests');
        return reply
          .code(answer.status)
          .header('Retry-After', '60')
          .type('text/plain; charset=utf-8')
          .send(answer.text);
      },
    },
    async (request, reply) => {
      const events = parseBeacon(request.body);
      if (!events) {
        const answer = refuse(400, 'invalid', 'Bad Request');
        return reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
      }
      siteMetrics.beacons.inc({ outcome: 'accepted' });
      for (const event of events) {
        const version = knows(event.part, event.version) ? event.version : 'other';
        const labels = { part: event.part, version };
        if (event.type === 'vital') {
          siteMetrics.webVitals.observe({ ...labels, name: event.name }, event.value);
          continue;
        }
        siteMetrics.browserErrors.inc(labels);
        request.log.warn({ ...labels, error: event.message }, 'Browser error');
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
};
