/**
 * The first step of a page: the request read. Its path on this site (read as a path of the origin,
 * never relative to it: `//host/x` and `/\\` are paths no route has, not another host's `/x`, nor an
 * invalid URL, a 500 once) and the visitor's region; a URL that cannot be read, or a file's path,
 * is answered here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readRegionCookie, type Region } from '@shared-data/rules';
import { isFilePath } from '@shared-data/hosting/static-files';
import type { Rendering } from '../rendering';

export interface ReadRequest {
  path: string;
  region: Region;
}

/** The page the request asks for, or null once it is answered (400, or 404 for a file). */
export function readRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  { siteOrigin, rendering }: { siteOrigin: string; rendering: Rendering },
): ReadRequest | null {
  let path: string;
  try {
    path = new URL(`${siteOrigin}${request.url}`).pathname;
  } catch {
    void reply
      .code(400)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(rendering.statusDocument(400));
    return null;
  }
  if (isFilePath(path)) {
    void reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
    return null;
  }
  return { path, region: readRegionCookie(request.headers.cookie ?? '') ?? 'GLOBAL' };
}
