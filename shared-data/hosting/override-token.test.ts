/**
 * @jest-environment node
 */
import {
  allowedOrigins,
  DEVELOPMENT_SECRET,
  MAX_HOURS,
  originAllowed,
  overrideSecret,
  signOverride,
  verifyOverride,
} from './override-token.cjs';

const SECRET = 'a site secret of at least thirty-two characters';
const NOW = Date.UTC(2026, 10, 25, 20, 0, 0);
const HOUR = 3_600_000;
const URL_OK = 'http://localhost:4104/v/0123456789abcdef/mf-manifest.json';
const options = { secret: SECRET, parts: ['catalog', 'dashboard'], origins: allowedOrigins(undefined), now: NOW };
const token = (fields: { part?: string; url?: string; hours?: number } = {}, secret = SECRET, now = NOW) =>
  signOverride({ part: 'dashboard', url: URL_OK, hours: 4, ...fields }, secret, now);

test('a token signed with the site secret names its part, URL and expiry', () => {
  expect(verifyOverride(token(), options)).toEqual({
    ok: true,
    override: { part: 'dashboard', url: URL_OK, expires: NOW + 4 * HOUR },
  });
});

test('a token signed with another secret, or changed after signing, is refused', () => {
  expect(verifyOverride(token({}, 'another secret, also long enough to be used'), options)).toEqual({
    ok: false,
    reason: 'bad signature',
  });
  const [payload, signature] = token().split('.') as [string, string];
  const changed = Buffer.from(
    Buffer.from(payload, 'base64url').toString().replace('localhost:4104', '127.0.0.1:4104'),
  ).toString('base64url');
  expect(verifyOverride(`${changed}.${signature}`, options)).toMatchObject({ ok: false, reason: 'bad signature' });
  expect(verifyOverride(`${payload}.`, options)).toMatchObject({ ok: false, reason: 'malformed' });
  expect(verifyOverride('not a token', options)).toMatchObject({ ok: false, reason: 'malformed' });
});

test('a token is good until its expiry, and never for longer than the maximum', () => {
  expect(verifyOverride(token(), { ...options, now: NOW + 4 * HOUR - 1 }).ok).toBe(true);
  expect(verifyOverride(token(), { ...options, now: NOW + 4 * HOUR })).toEqual({
    ok: false,
    reason: 'expired',
    part: 'dashboard',
  });
  // Minted with a clock far ahead: it would last too long from now.
  expect(verifyOverride(token({}, SECRET, NOW + 24 * HOUR), options)).toMatchObject({ reason: 'lasts too long' });
  expect(() => token({ hours: MAX_HOURS + 1 })).toThrow(/at most 12 hours/);
  expect(() => token({ hours: 0 })).toThrow();
});

test('only localhost origins are allowed by default, any port; others when configured', () => {
  expect(verifyOverride(token({ url: 'http://127.0.0.1:5000/v/0123456789abcdef/mf-manifest.json' }), options).ok).toBe(
    true,
  );
  for (const url of [
    'http://evil.example/v/0123456789abcdef/mf-manifest.json',
    'https://localhost:4104/v/0123456789abcdef/mf-manifest.json',
    'http://localhost.evil.example:4104/v/0123456789abcdef/mf-manifest.json',
  ]) {
    expect(verifyOverride(token({ url }), options)).toMatchObject({ ok: false, reason: 'origin not allowed' });
  }
  const configured = allowedOrigins(' http://dev-box.internal:4104 , http://localhost:4104');
  expect(originAllowed(new URL('http://dev-box.internal:4104/x'), configured)).toBe(true);
  expect(originAllowed(new URL('http://dev-box.internal:4105/x'), configured)).toBe(false);
  expect(originAllowed(new URL('http://localhost:4105/x'), configured)).toBe(false);
});

test('the URL must be a version manifest, for a known part', () => {
  for (const url of [
    'http://localhost:4104/mf-manifest.json',
    'http://localhost:4104/v/0123456789abcdef/server/remoteEntry.js',
    'http://localhost:4104/v/0123456789abcdef/mf-manifest.json?x=1',
  ]) {
    expect(verifyOverride(token({ url }), options)).toMatchObject({ ok: false, reason: 'not a version manifest' });
  }
  expect(verifyOverride(token({ part: 'shell' }), options)).toMatchObject({ ok: false, reason: 'unknown part' });
});

test('the secret: the one set, the public development one outside production only, none too short', () => {
  expect(overrideSecret({ SHELL_OVERRIDE_SECRET: SECRET, NODE_ENV: 'production' })).toEqual({
    secret: SECRET,
    development: false,
  });
  expect(overrideSecret({ NODE_ENV: 'production' })).toBeNull();
  expect(overrideSecret({})).toEqual({ secret: DEVELOPMENT_SECRET, development: true });
  expect(overrideSecret({ SHELL_OVERRIDE_SECRET: 'short' })).toEqual({ error: expect.stringMatching(/at least 32/) });
});
