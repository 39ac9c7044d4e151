/**
 * GET /_integrity/<part>/<version>: the signed hashes of a remote version's browser files (scripts
 * and stylesheets), from the list the server checked against the team's signature; `current` for
 * the version the remote serves now. The browser reads it once per version, for a file its page
 * did not carry the hash of (shell/src/integrity). A version the server has not checked is 404:
 * its files are not run.
 */
import type { FastifyPluginAsync } from 'fastify';
import { INTEGRITY_PATH, type VersionHashes } from '../../integrity/page-integrity';

export interface IntegrityRouteOptions {
  hashesOf: (part: string, version: string) => VersionHashes | null;
  /** Checks the remotes now: this worker may not have read a version another one rendered a page with. */
  checkNow: () => Promise<void>;
}

export const integrityRoute: FastifyPluginAsync<IntegrityRouteOptions> = async (app, { hashesOf, checkNow }) => {
  app.get<{ Params: { part: string; version: string } }>(`${INTEGRITY_PATH}/:part/:version`, async (request, reply) => {
    const { part, version } = request.params;
    const valid = /^[\w-]{1,64}$/.test(version);
    let hashes = valid ? hashesOf(part, version) : null;
    if (valid && !hashes) {
      await checkNow().catch(() => undefined);
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
