// @ts-check
/**
 * A signed per-developer override: a short-lived token saying "render <part> from the build whose
 * manifest is at <url>, until <expires>", signed with the site's override secret (HMAC-SHA256,
 * Node's `crypto`). `npm run override -w <part>` mints one (@shared-data/tooling's
 * commands/override.mjs); the shell's server turns it into a cookie at /_override and, for the
 * browser holding it, renders that part from the URL (shell/src/server/overrides/).
 *
 *   token = base64url(JSON { part, url, expires }) "." base64url(HMAC-SHA256(secret, "codeyatra-override." + payload))
 *
 * The URL must be a version's manifest (…/v/<version>/mf-manifest.json) on an allowed origin:
 * `http://localhost:<any port>` and `http://127.0.0.1:<any port>` unless SHELL_OVERRIDE_ORIGINS
 * lists others. A token lasts at most MAX_HOURS.
 */
const nodeCrypto = require('node:crypto');
const { VERSION_PATTERN } = require('./pointer.cjs');

/** The cookie the shell's server keeps the token in. */
const OVERRIDE_COOKIE = 'codeyatra-override';
const DEFAULT_HOURS = 4;
const MAX_HOURS = 12;
/** Origins an override may load from unless SHELL_OVERRIDE_ORIGINS says otherwise ('*': any port). */
const DEFAULT_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
/**
 * The secret used where none is set and NODE_ENV is not 'production' (a developer's machine): it
 * is public (it is in git), so it authorises nothing a production server would accept.
 */
const DEVELOPMENT_SECRET = 'codeyatra-development-override-secret (public: never for production)';
/** A set secret shorter than this is refused (overrides stay off). */
const MIN_SECRET_LENGTH = 32;

/**
 * @typedef {{ part: string, url: string, expires: number }} Override `expires`: ms since the epoch
 * @typedef {'malformed' | 'bad signature' | 'expired' | 'lasts too long' | 'unknown part' |
 *   'origin not allowed' | 'not a version manifest'} Refusal
 * @typedef {{ ok: true, override: Override } | { ok: false, reason: Refusal, part?: string, origin?: string }} Verdict
 */

/**
 * The override secret from the environment: SHELL_OVERRIDE_SECRET, else the development secret
 * outside production, else none (overrides are off). A set secret that is too short is an error.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ secret: string, development: boolean } | { error: string } | null}
 */
function overrideSecret(env) {
  const set = env.SHELL_OVERRIDE_SECRET;
  if (set !== undefined && set !== '') {
    if (set.length < MIN_SECRET_LENGTH)
      return { error: `SHELL_OVERRIDE_SECRET has ${set.length} characters; at least ${MIN_SECRET_LENGTH} are needed` };
    return { secret: set, development: false };
  }
  return env.NODE_ENV === 'production' ? null : { secret: DEVELOPMENT_SECRET, development: true };
}

/**
 * The allowed origins: SHELL_OVERRIDE_ORIGINS (comma-separated, e.g. "http://localhost:*,http://dev-box:4104"), else the defaults.
 * @param {string | undefined} text
 */
function allowedOrigins(text) {
  const listed = (text ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return listed.length ? listed : DEFAULT_ORIGINS;
}

/**
 * Whether a URL's origin is one of the patterns ("http://localhost:*": that host, any port).
 * @param {URL} url
 * @param {readonly string[]} patterns
 */
function originAllowed(url, patterns) {
  return patterns.some((pattern) => {
    const anyPort = pattern.endsWith(':*');
    let allowed;
    try {
      allowed = new URL(anyPort ? pattern.slice(0, -2) : pattern);
    } catch {
      return false;
    }
    if (allowed.protocol !== url.protocol || allowed.hostname !== url.hostname) return false;
    return anyPort || allowed.port === url.port;
  });
}

/** @param {string} payload @param {string} secret */
const mac = (payload, secret) =>
  nodeCrypto.createHmac('sha256', secret).update(`codeyatra-override.${payload}`).digest('base64url');

/**
 * A token for an override of `part` by the build at `url`, lasting `hours`.
 * @param {{ part: string, url: string, hours?: number }} override
 * @param {string} secret
 * @param {number} [now]
 */
function signOverride({ part, url, hours = DEFAULT_HOURS }, secret, now = Date.now()) {
  if (!(hours > 0 && hours <= MAX_HOURS))
    throw new Error(`An override lasts more than 0 and at most ${MAX_HOURS} hours`);
  const payload = Buffer.from(JSON.stringify({ part, url, expires: now + Math.round(hours * 3_600_000) })).toString(
    'base64url',
  );
  return `${payload}.${mac(payload, secret)}`;
}

/** Where a URL's manifest must sit: a version's folder. */
const VERSION_MANIFEST = new RegExp(`/v/${VERSION_PATTERN.source.slice(1, -1)}/mf-manifest\\.json$`);

/**
 * What a token says, if it is signed with the secret, not expired, for a known part and an allowed
 * version manifest; else why not (with the part and origin only once the signature holds).
 * @param {string} token
 * @param {{ secret: string, parts: readonly string[], origins: readonly string[], now?: number }} options
 * @returns {Verdict}
 */
function verifyOverride(token, { secret, parts, origins, now = Date.now() }) {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !nodeCrypto.timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad signature' };
  /** @type {any} */
  let value;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { part, url, expires } = value ?? {};
  if (typeof part !== 'string' || typeof url !== 'string' || typeof expires !== 'number')
    return { ok: false, reason: 'malformed' };
  if (!parts.includes(part)) return { ok: false, reason: 'unknown part' };
  if (expires <= now) return { ok: false, reason: 'expired', part };
  if (expires - now > MAX_HOURS * 3_600_000) return { ok: false, reason: 'lasts too long', part };
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'malformed', part };
  }
  if (!originAllowed(parsed, origins)) return { ok: false, reason: 'origin not allowed', part, origin: parsed.origin };
  if (parsed.search || parsed.hash || !VERSION_MANIFEST.test(parsed.pathname))
    return { ok: false, reason: 'not a version manifest', part };
  return { ok: true, override: { part, url: parsed.href, expires } };
}

exports.OVERRIDE_COOKIE = OVERRIDE_COOKIE;
exports.DEFAULT_HOURS = DEFAULT_HOURS;
exports.MAX_HOURS = MAX_HOURS;
exports.DEFAULT_ORIGINS = DEFAULT_ORIGINS;
exports.DEVELOPMENT_SECRET = DEVELOPMENT_SECRET;
exports.overrideSecret = overrideSecret;
exports.allowedOrigins = allowedOrigins;
exports.originAllowed = originAllowed;
exports.signOverride = signOverride;
exports.verifyOverride = verifyOverride;
