/**
 * What a cache in front of the servers (a CDN; shell/deploy/nginx is the reference config) may do
 * with a page. Browsers always get `Cache-Control: no-cache` with an ETag: they revalidate, and a
 * cache that does not know the site's key (path, region cookie, canary bucket) never keeps a page
 * for everyone. The CDN, which keys pages that way, is told alone that it may keep a whole page
 * for CDN_PAGE_TTL_S seconds, by nginx's surrogate header X-Accel-Expires (nginx drops it before
 * the page reaches the visitor).
 *
 * The lifetime fits the pointer interval: the servers see a deploy within 2 s (a pointer is checked
 * every 2 s), and the CDN keeps a page at most 1 s more, so a switch reaches every visitor within
 * 3 s. Never sent with a page that shows a fallback (the next request tries that remote again) or
 * that sets a cookie (a first canary bucket): those are each one visitor's.
 */
import type { FastifyReply } from 'fastify';

export const CDN_PAGE_TTL_S = 1;
export const SURROGATE_TTL_HEADER = 'X-Accel-Expires';

/**
 * Marks a whole page a CDN may keep. Set before Cache-Control: nginx 1.22 reads whichever of the
 * two headers comes first.
 */
export function allowCdnCaching(reply: FastifyReply, wholePage: boolean) {
  if (wholePage && !reply.hasHeader('set-cookie')) reply.header(SURROGATE_TTL_HEADER, String(CDN_PAGE_TTL_S));
}
