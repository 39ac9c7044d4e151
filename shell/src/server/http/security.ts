/**
 * The security headers of every answer the shell's server gives, from this one place: pages,
 * files, error pages (including the 400 of a URL that cannot be read, answered before any hook
 * runs) and the answers written straight to the socket (431, 408: client-error.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { INLINE_SCRIPT_HASHES } from '../rendering';

/** External hosts the pages embed: the course preview videos. */
const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/** What the preview video's iframe is allowed (its `allow`): granted to this site and the embed's hosts only. */
const EMBED_FEATURES = [
  'accelerometer',
  'autoplay',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
];
/** Powerful features the site never uses: off for it and anything it frames. */
const FEATURES_OFF = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'idle-detection',
  'browsing-topics',
];

export const PERMISSIONS_POLICY = [
  ...FEATURES_OFF.map((feature) => `${feature}=()`),
  ...EMBED_FEATURES.map((feature) => `${feature}=(self ${EMBED_ORIGINS.map((origin) => `"${origin}"`).join(' ')})`),
].join(', ');

/** Two years, subdomains included: sent only on an answer that came over https. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The Content-Security-Policy: scripts, styles, fonts, images and fetches only from this site and
 * the remotes (from remotes.json, as it is now) and, inline, only the script loader and the
 * early-events recorder by their hashes (each page adds its own stylesheets' hashes: send-page.ts),
 * embeds only the preview-video host, and no framing of the site.
 */
function contentSecurityPolicy(remoteOrigins: string[]): string {
  const self = "'self'";
  const remotes = remoteOrigins.join(' ');
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', [self, remotes, ...INLINE_SCRIPT_HASHES]],
    ['style-src', [self, remotes]],
    ['font-src', [self, remotes]],
    ['img-src', [self, 'data:', remotes]],
    ['connect-src', [self, remotes]],
    ['frame-src', EMBED_ORIGINS],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.filter(Boolean).join(' ')}`).join(';');
}

/** The headers of an answer; `https`: the request came over https (itself, or from a trusted proxy). */
export type SecurityHeaders = (https: boolean) => Record<string, string>;

export function securityHeaders(remoteOrigins: () => string[]): SecurityHeaders {
  // Written again only when the remotes' origins change (a new list: remote-locations.ts), not per answer.
  let policy: { origins: string[] | null; text: string } = { origins: null, text: '' };
  const currentPolicy = () => {
    const origins = remoteOrigins();
    if (policy.origins !== origins) policy = { origins, text: contentSecurityPolicy(origins) };
    return policy.text;
  };
  return (https) => ({
    'Content-Security-Policy': currentPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // The same as frame-ancestors 'none', for browsers that do not read it.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Remote images and scripts are cross-origin by design (no Cross-Origin-Embedder-Policy).
    'Cross-Origin-Resource-Policy': 'same-site',
    'Origin-Agent-Cluster': '?1',
    'X-Permitted-Cross-Domain-Policies': 'none',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  });
}

/** Sets them on a reply: over https when the request came so (X-Forwarded-Proto counts from a trusted proxy only). */
export function setSecurityHeaders(headers: SecurityHeaders, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(headers(request.protocol === 'https'));
}

/** Every answer of the routes registered after it, error answers included, carries the headers. */
export const securityHeadersPlugin = fastifyPlugin<{ headers: SecurityHeaders }>(
  async (app, { headers }) => {
    app.addHook('onRequest', async (request, reply) => setSecurityHeaders(headers, request, reply));
  },
  { name: 'security-headers', fastify: '5.x' },
);

const pagePolicies = new WeakMap<readonly string[], { policy: string; text: string }>();

/**
 * A page's policy with its inline stylesheets allowed by hash (the server writes them into the
 * page; see styles/inline-styles.ts): nothing else inline is.
 */
export function withStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  // A cached page's hashes are one array for all its answers: its policy is written once per policy.
  const known = pagePolicies.get(hashes);
  if (known?.policy === policy) return known.text;
  const text = policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ') ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
  pagePolicies.set(hashes, { policy, text });
  return text;
}
