/**
 * A rendered page as the server keeps it: its bytes, its ETag (from the HTML only) and each
 * compressed form once made, so a cached page costs no rendering and no compression.
 */
import { createHash } from 'node:crypto';
import type { PageFacts } from '../metrics';
import { compress } from './compression';
import type { Encoding } from './content-negotiation';

export class CachedPage {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly status: number,
    html: string,
    /** The CSP sources of the page's inline stylesheets. */
    readonly styleHashes: readonly string[] = [],
    /** Its route, owner and sections, for the metrics. */
    readonly facts?: PageFacts,
    /** Every section rendered (none fell back): a page a cache may share (cdn-cache.ts). */
    readonly whole = false,
  ) {
    this.body = Buffer.from(html, 'utf8');
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url')}"`;
    this.encoded.set('identity', Promise.resolve(this.body));
  }

  bodyFor(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compress(this.body, encoding);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}
