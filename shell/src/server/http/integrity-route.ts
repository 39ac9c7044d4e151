/**
 * GET /_integrity/<part>/<version>: the signed hashes of a remote version's browser files (scripts
 * and stylesheets), from the list the server checked against the team's signature; `current` for
 * the version the remote serves now. The browser reads it once per version, for a file its page
 * did not carry the hash of (shell/src/integrity). A version the server has not checked is 404:
 * its files are not run.
 *
 * Anyone may ask, so an answer is cheap: a part or version that cannot be one is 400 without a
 * look at the remotes, an unknown part 404. A version this worker has not read (another worker
 * may have rendered a page with it) has that part checked once more, at most once a second per
 * part however many ask, never every remote.
 */
import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from '@shared-data/contracts';
import { INTEGRITY_PATH, type VersionHashes } from '../../integrity/page-integrity';

export interface IntegrityRouteOptions {
  hashesOf: (part: string, version: string) => VersionHashes | null;
  /** Checks a remote now: this worker may not have read a version another one rendered a page with. */
  checkNow: (part: RemoteName) => Promise<void>;
}

/** A part's name and a version as the deploys write them (a hash, or `current`). */
const PART = /^[a-z][a-z0-9-]{0,31}$/;
const VERSION = /^[\w-]{1,64}$/;
/** The least time between two checks of one part that requests for unknown versions start. */
export const RECHECK_AFTER_MS = 1000;

const isRemote = (part: string): part is RemoteName => (REMOTE_NAMES as readonly string[]).includes(part);

/** Checks a part for an unknown version: joins a check started less than RECHECK_AFTER_MS ago. */
function throttledChecks(checkNow: (part: RemoteName) => Promise<void>) {
  const started = new Map<RemoteName, { at: number; check: Promise<void> }>();
  return (part: RemoteName, now = Date.now()): Promise<void> => {
    const last = started.get(part);
    if (last && now - last.at < RECHECK_AFTER_MS) return last.check;
    const check = checkNow(part).catch(() => undefined);
    started.set(part, { at: now, check });
    return check;
  };
}

export const integrityRoute: FastifyPluginAsync<IntegrityRouteOptions> = async (app, { hashesOf, checkNow }) => {
  const check = throttledChecks(checkNow);
  app.get<{ Params: { part: string; version: string } }>(`${INTEGRITY_PATH}/:part/:version`, async (request, reply) => {
    const { part, version } = request.params;
    if (!PART.test(part) || !VERSION.test(version)) {
      return reply.code(400).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Bad Request');
    }
    let hashes = isRemote(part) ? hashesOf(part, version) : null;
    if (isRemote(part) && !hashes) {
      await check(part);
      hashes = hashesOf(part, version);
    }
    if (!hashes) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    }
    // A version's list never changes; which version is current does.
    const cache = version === 'current' ? 'no-cache' : 'public, max-age=31536000, immutable';
    return reply.header('Cache-Control', cache).send(hashes);
  });
};
