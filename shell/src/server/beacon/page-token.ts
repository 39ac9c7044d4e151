/**
 * A page view's token: proof that this server sent a page rendered with these versions. Each page
 * answer carries one (pages.ts, in its Server-Timing header, so the cached HTML and its ETag stay
 * the same for every visitor); the browser sends it back with every beacon (shell/src/reporting).
 * A beacon whose token is missing, forged or expired, or that reports a version the token does not
 * name, is refused (beacon-route.ts).
 *
 * Format (URL- and header-safe, about 200 characters):
 * `1.<issued, unix seconds, base 36>.<bucket 0-99 or ->.<page id, 12 random bytes>.<part:version~…>.<mac>`,
 * the mac an HMAC-SHA256 (first 16 bytes, base64url) of everything before it with the server's
 * secret (BEACON_SECRET), compared in constant time.
 */
import { createHmac, createSecretKey, randomBytes, timingSafeEqual } from 'node:crypto';

/** The Server-Timing metric whose description is a page's token (read by shell/src/reporting). */
export const PAGE_TOKEN_TIMING = 'cy-page';
/** How long a page keeps reporting: an open tab reports its errors and vitals for this long. */
export const TOKEN_LIFETIME_MS = 4 * 60 * 60 * 1000;
/** A token issued this far in the future still counts (another instance's clock, behind a CDN). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Longer than any real token: refused before any hashing. */
export const MAX_TOKEN_LENGTH = 600;
const MAC_BYTES = 16;
const FORMAT =
  /^1\.([0-9a-z]{1,10})\.(\d{1,2}|-)\.([A-Za-z0-9_-]{16})\.((?:[a-z]{1,32}:[A-Za-z0-9_-]{1,64}~?){0,16})\.([A-Za-z0-9_-]{22})$/;

export interface PageToken {
  /** The page view's id: what its reports are counted once per. */
  id: string;
  /** The versions the page was rendered with, by part. */
  versions: ReadonlyMap<string, string>;
  bucket: number | null;
  issuedMs: number;
}

export type TokenCheck =
  { ok: true; token: PageToken } | { ok: false; outcome: 'missing_token' | 'forged' | 'expired' };

export interface PageTokens {
  sign(versions: Readonly<Record<string, string>>, bucket: number | null): string;
  verify(text: string | undefined): TokenCheck;
}

/** A secret from BEACON_SECRET (at least 32 characters), else null. */
export function secretFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const secret = env.BEACON_SECRET?.trim();
  if (!secret) return null;
  if (secret.length < 32) throw new Error('BEACON_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)');
  return secret;
}

/** A fresh random secret (the server's default: made once, in the primary, shared with its workers). */
export const randomSecret = (): string => randomBytes(32).toString('hex');

/** Random page ids, 12 bytes each, cut from a buffer filled 512 at a time (one call into the system, not one a page). */
function pageIds(): () => string {
  const ID_BYTES = 12;
  let pool = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset === pool.length) [pool, offset] = [randomBytes(ID_BYTES * 512), 0];
    offset += ID_BYTES;
    return pool.toString('base64url', offset - ID_BYTES, offset);
  };
}

export function pageTokens(secret: string, now: () => number = Date.now): PageTokens {
  // The key imported once, not with every page's token.
  const key = createSecretKey(Buffer.from(secret));
  const nextId = pageIds();
  const mac = (body: string) =>
    createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES).toString('base64url');
  return {
    sign(versions, bucket) {
      const named = Object.entries(versions)
        .map(([part, version]) => `${part}:${version}`)
        .join('~');
      const id = nextId();
      const body = `1.${Math.floor(now() / 1000).toString(36)}.${bucket ?? '-'}.${id}.${named}`;
      return `${body}.${mac(body)}`;
    },
    verify(text) {
      if (!text) return { ok: false, outcome: 'missing_token' };
      const match = text.length <= MAX_TOKEN_LENGTH ? FORMAT.exec(text) : null;
      if (!match) return { ok: false, outcome: 'forged' };
      const [, issued, bucket, id, named, given] = match as unknown as [string, string, string, string, string, string];
      const expected = Buffer.from(mac(text.slice(0, text.length - given.length - 1)));
      if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, outcome: 'forged' };
      const issuedMs = parseInt(issued, 36) * 1000;
      const age = now() - issuedMs;
      if (age > TOKEN_LIFETIME_MS || age < -CLOCK_SKEW_MS) return { ok: false, outcome: 'expired' };
      const versions = new Map(
        named
          .split('~')
          .filter(Boolean)
          .map((pair) => pair.split(':') as [string, string]),
      );
      return { ok: true, token: { id, versions, bucket: bucket === '-' ? null : Number(bucket), issuedMs } };
    },
  };
}
