/**
 * A visitor's canary bucket: a number from 0 to 99 kept in a cookie, given on the first page a
 * visitor asks for while some remote serves a canary. A canary at N % serves the visitors whose
 * bucket is below N, so each visitor keeps the version they first got on every reload (and keeps
 * it as the percentage grows).
 */
import { randomInt } from 'node:crypto';
import { readCookie } from '@shared-data/rules';

export const BUCKET_COOKIE = 'codeyatra-canary';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The bucket in a Cookie header, or null when there is none (or it is not one). */
export function readBucket(cookieHeader: string | undefined): number | null {
  const value = readCookie(cookieHeader ?? '', BUCKET_COOKIE);
  return value !== null && /^\d{1,2}$/.test(value) ? Number(value) : null;
}

export const newBucket = (): number => randomInt(100);

/** The Set-Cookie value that keeps `bucket` for the visitor. */
export const bucketCookie = (bucket: number): string =>
  `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly`;
