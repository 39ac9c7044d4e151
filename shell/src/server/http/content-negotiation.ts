/** The encoding a page is sent in, chosen by @fastify/accept-negotiator from the request's Accept-Encoding. */
import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Ours, best first: on equal q-values brotli wins, then gzip. */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The best encoding the request accepts, by its q-values. A coding the client refuses (q=0) is
 * never chosen, not even through `*`. With no header, or none of ours acceptable, the page goes
 * uncompressed: RFC 9110 lets a server disregard an Accept-Encoding it cannot satisfy.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  // Coding names are case-insensitive; the library compares them as they are.
  const header = acceptEncoding?.toLowerCase() ?? '';
  // The library reads `*` as our first choice even where that one is refused by name: leave it out.
  const refused = new Set(
    header
      .split(',')
      .filter((part) => /;\s*q\s*=\s*0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  return (
    negotiate(
      header,
      ENCODINGS.filter((encoding) => !refused.has(encoding)),
    ) ?? 'identity'
  );
}
