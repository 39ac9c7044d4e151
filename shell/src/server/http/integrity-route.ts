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
}

export const integrityRoute: FastifyPluginAsync<IntegrityRouteOptions> = async (app, { hashesOf }) => {
  app.get<{ Params: { part: string; version: string } }>(`${INTEGRITY_PATH}/:part/:version`, async (request, reply) => {
    const { part, version } = request.params;
    const hashes = /^[\w-]{1,64}$/.test(version) ? hashesOf(part, version) : null;
    if (!hashes) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    }
    // A version's list never changes; which version is current does.
    const cache = version === 'current' ? 'no-cache' : 'public, max-age=31536000, immutable';
    return reply.header('Cache-Control', cache).send(hashes);
  });
};
