/**
 * @jest-environment node
 */
import { BUCKET_COOKIE, bucketCookie, newBucket, readBucket } from './visitor-bucket';

test('a visitor keeps the bucket their cookie names', () => {
  expect(readBucket(`user_location=IN; ${BUCKET_COOKIE}=37`)).toBe(37);
  expect(readBucket(bucketCookie(5).split(';')[0])).toBe(5);
});

test('no cookie, or one that is not a bucket from 0 to 99, is no bucket', () => {
  expect(readBucket(undefined)).toBeNull();
  expect(readBucket('user_location=IN')).toBeNull();
  for (const value of ['100', '-1', 'x', '', '%', '%zz']) expect(readBucket(`${BUCKET_COOKIE}=${value}`)).toBeNull();
});

test('a new bucket is from 0 to 99 and kept for a year on the whole site', () => {
  for (let draw = 0; draw < 200; draw++) expect(newBucket()).toBeGreaterThanOrEqual(0);
  expect(Math.max(...Array.from({ length: 500 }, newBucket))).toBeLessThanOrEqual(99);
  expect(bucketCookie(12)).toBe(`${BUCKET_COOKIE}=12; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
});
