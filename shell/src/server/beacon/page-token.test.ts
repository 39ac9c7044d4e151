/**
 * @jest-environment node
 */
import { pageTokens, secretFromEnv, TOKEN_LIFETIME_MS } from './page-token';

const SECRET = 'a secret of this test, long enough for it';
let clock = 0;
const tokens = pageTokens(SECRET, () => clock);

beforeEach(() => {
  clock = Date.parse('2026-11-27T12:00:00Z');
});

test('a token names the versions, the bucket and the time it was made; each page view its own id', () => {
  const token = tokens.sign({ catalog: 'abc123', learn: 'Xy_-9' }, 42);
  const check = tokens.verify(token);
  expect(check).toEqual({
    ok: true,
    token: expect.objectContaining({
      bucket: 42,
      issuedMs: clock,
      versions: new Map([
        ['catalog', 'abc123'],
        ['learn', 'Xy_-9'],
      ]),
    }),
  });
  const again = tokens.verify(tokens.sign({ catalog: 'abc123' }, null));
  expect(again.ok && check.ok && again.token.id !== check.token.id).toBe(true);
  expect(again.ok && again.token.bucket).toBeNull();
  expect(token.length).toBeLessThan(200);
  // Safe in a header's quoted string and in a URL's query.
  expect(token).toMatch(/^[A-Za-z0-9._~:-]+$/);
});

test('page views never share an id, past the pool their ids are cut from', () => {
  const ids = new Set<string>();
  for (let i = 0; i < 1500; i++) {
    const check = tokens.verify(tokens.sign({ catalog: 'abc123' }, null));
    if (check.ok) ids.add(check.token.id);
  }
  expect(ids.size).toBe(1500);
});

test('a token expires after its lifetime (and one from too far in the future is refused)', () => {
  const token = tokens.sign({ learn: 'v1' }, 5);
  clock += TOKEN_LIFETIME_MS;
  expect(tokens.verify(token).ok).toBe(true);
  clock += 1000;
  expect(tokens.verify(token)).toEqual({ ok: false, outcome: 'expired' });
  const future = tokens.sign({ learn: 'v1' }, 5);
  clock -= 60 * 60_000;
  expect(tokens.verify(future)).toEqual({ ok: false, outcome: 'expired' });
});

test.each([
  ['another secret', () => pageTokens(`${SECRET}!`, () => clock).sign({ learn: 'v1' }, 5)],
  ['a version changed', () => tokens.sign({ learn: 'v1' }, 5).replace('learn:v1', 'learn:v2')],
  ['a bucket changed', () => tokens.sign({ learn: 'v1' }, 5).replace('.5.', '.6.')],
  ['a time moved', () => tokens.sign({ learn: 'v1' }, 5).replace(/^1\.\w+\./, '1.zzzzzz.')],
  ['its mac cut', () => tokens.sign({ learn: 'v1' }, 5).slice(0, -2)],
  ['no mac', () => tokens.sign({ learn: 'v1' }, 5).replace(/\.[^.]+$/, '')],
  ['too long', () => `${tokens.sign({ learn: 'v1' }, 5)}${'a'.repeat(600)}`],
])('a token with %s is forged', (_what, make) => {
  expect(tokens.verify(make())).toEqual({ ok: false, outcome: 'forged' });
});

test('no token is missing', () => {
  expect(tokens.verify(undefined)).toEqual({ ok: false, outcome: 'missing_token' });
  expect(tokens.verify('')).toEqual({ ok: false, outcome: 'missing_token' });
});

test('BEACON_SECRET is the secret when set, and refused when too short to be one', () => {
  expect(secretFromEnv({})).toBeNull();
  expect(secretFromEnv({ BEACON_SECRET: 'f'.repeat(64) })).toBe('f'.repeat(64));
  expect(() => secretFromEnv({ BEACON_SECRET: 'hunter2' })).toThrow(/at least 32/);
});
