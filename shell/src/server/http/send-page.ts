import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from './cached-page';
import { allowCdnCaching } from './cdn-cache';
import { negotiateEncoding } from './content-negotiation';
import { withStyleHashes } from './security';

/**
 * A page as the request asks for it: its inline stylesheets allowed by the policy, revalidated by
 * its ETag (304), in the best encoding the request accepts; a whole page may be kept by a CDN
 * for a second (cdn-cache.ts).
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  /** A page for one browser alone (a signed override's): never stored by a cache, nor a CDN in front. */
  { private: isPrivate = false } = {},
) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('Content-Security-Policy', withStyleHashes(policy, page.styleHashes));
  allowCdnCaching(reply, page.whole && !isPrivate);
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', isPrivate ? 'private, no-store' : 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', isPrivate ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(await page.bodyFor(encoding));
}
