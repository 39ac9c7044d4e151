// @ts-check
/**
 * How every part's static files are served, in one place: the shell's server uses these rules for
 * its own files (staticFileOptions), and the static-host command of @shared-data/tooling
 * (`npm run serve -w <remote>`) serves a remote's dist/ with them (createStaticHost), as its
 * production host (a CDN or any static host configured the same way) would:
 *   - content-hashed files (name.1a2b3c4d.js, assets): `public, max-age=31536000, immutable`;
 *   - everything else (remoteEntry.js, mf-manifest.json, index.html, remotes.json): `no-cache`,
 *     with ETag and Last-Modified so a revalidation costs a 304;
 *   - the build's precompressed .br/.gz files when the browser accepts them, else compressed on the fly;
 *   - remotes: CORS for every origin (the shell and browsers fetch manifests and chunks cross-origin);
 *   - a remote's standalone page: index.html for any path that is not a file;
 *   - a remote's deployed versions (see pointer.cjs): /v/<version>/… is immutable, every file
 *     of it `immutable`; current.json (the pointer) is `no-cache`; any other path is the current
 *     version's file (so /mf-manifest.json and the standalone page always show what is live);
 *   - source maps (.map) are written by the build for the team's own error lookups, never served;
 *   - a host: `nosniff` on every answer and, on its HTML (the standalone page), a
 *     Content-Security-Policy (this host and the remotes of the remotes.json beside the page), no
 *     framing; the timeouts and connection cap of connection-limits.cjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import versions from './pointer.cjs';
import limitsModule from './connection-limits.cjs';

export const { connectionLimits, hardenedServerFactory } = limitsModule;
const { answerClientError } = limitsModule;

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/**
 * Files have an extension; any other path is a page (answered by the not-found handler).
 * @param {string} pathName
 */
export function isFilePath(pathName) {
  return /\.[a-z0-9]+$/i.test(pathName);
}

/**
 * Files the public may fetch: not source maps (they give away the whole source, server bundles
 * included; they stay in the build folder for the team's own error lookups).
 * @param {string} pathName
 */
export function isPublicFile(pathName) {
  return isFilePath(pathName) && !/\.map$/i.test(pathName);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Marks a request whose URL was mapped to the current version (its files are not addressed by version). */
const CURRENT_ALIAS = Symbol('current version alias');

/** @param {string} fileName */
export function cacheControlFor(fileName) {
  // A precompressed copy (name.1a2b3c4d.js.br) is cached like the file it compresses.
  const served = path.basename(fileName).replace(/\.(br|gz)$/, '');
  return HASHED.test(served) ? IMMUTABLE : 'no-cache';
}

/**
 * The current version of the remote deployed into `root`, read again when current.json changes. A
 * pointer that cannot be used (half written, or naming a missing version) is reported and the last
 * good one kept.
 * @param {string} root
 */
function currentVersionOf(root) {
  /** @type {string | null} */
  let current = null;
  let seen = '';
  return () => {
    let stamp = 'none';
    try {
      const stat = fs.statSync(path.join(root, versions.POINTER_FILE));
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      // Not deployed with versions: files are served from the root as they are.
    }
    if (stamp !== seen) {
      seen = stamp;
      try {
        current = versions.readPointer(root)?.current ?? null;
      } catch (error) {
        console.error(`${root}: ${error instanceof Error ? error.message : error}; still serving ${current}`);
      }
    }
    return current;
  };
}

/**
 * Options for @fastify/static that apply the rules above.
 * @param {string} root
 * @returns {import('@fastify/static').FastifyStaticOptions}
 */
export function staticFileOptions(root) {
  const versionsPrefix = `${path.join(root, versions.VERSIONS_DIR)}${path.sep}`;
  return {
    root,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    index: false,
    wildcard: true,
    allowedPath: isPublicFile,
    // The raw request is the one the current-version alias marks.
    setHeaders: (reply, filePath) => {
      const request = /** @type {{ [CURRENT_ALIAS]?: boolean }} */ (reply.request.raw);
      const pinned = filePath.startsWith(versionsPrefix) && !request[CURRENT_ALIAS];
      reply.header('Cache-Control', pinned ? IMMUTABLE : cacheControlFor(filePath));
    },
  };
}

/** Hosts a standalone page embeds: the course preview videos. */
const EMBED_ORIGINS = 'https://www.youtube-nocookie.com https://www.youtube.com';

/**
 * The policy of a remote's standalone page: its scripts, styles and fetches from this host and the
 * other remotes it shows fragments of (the remotes.json beside the page), nothing inline, no framing.
 * @param {string} root
 * @param {string | null} version
 */
function standalonePagePolicy(root, version) {
  let origins = '';
  try {
    const file = path.join(root, ...(version ? [versions.VERSIONS_DIR, version] : []), 'remotes.json');
    const remotes = JSON.parse(fs.readFileSync(file, 'utf8'));
    const manifests = Object.values(remotes).map((remote) => new URL(remote.manifest).origin);
    origins = [...new Set(manifests)].join(' ');
  } catch {
    // No remotes.json (or an unreadable one): this host alone.
  }
  const sources = `'self' ${origins}`.trim();
  return [
    "default-src 'self'",
    `script-src ${sources}`,
    `style-src ${sources}`,
    `font-src ${sources}`,
    `img-src ${sources} data:`,
    `connect-src ${sources}`,
    `frame-src ${EMBED_ORIGINS}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join(';');
}

/**
 * A static host for one part's build. `limits`: its timeouts and connection cap (default: from the
 * environment, connection-limits.cjs).
 * @param {{ root: string, cors?: boolean, spa?: boolean, limits?: import('./connection-limits.cjs').ConnectionLimits }} options
 */
export async function createStaticHost({ root, cors = false, spa = false, limits = connectionLimits(process.env) }) {
  const currentVersion = currentVersionOf(root);
  /** @type {{ version: string | null, policy: string } | null} */
  let pagePolicy = null;
  const app = Fastify({
    serverFactory: hardenedServerFactory(limits),
    // What the router or Node's parser refuses (/%, headers too large) is nosniff like the rest.
    clientErrorHandler: answerClientError,
    frameworkErrors: (_error, _request, reply) => {
      void (
        /** @type {import('fastify').FastifyReply} */ (reply)
          .code(400)
          .header('X-Content-Type-Options', 'nosniff')
          .type('text/plain; charset=utf-8')
          .send('Bad Request')
      );
    },
    // A path outside v/ and other than the pointer is the current version's file.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      const version = currentVersion();
      if (!version || url.startsWith(`/${versions.VERSIONS_DIR}/`) || url.startsWith(`/${versions.POINTER_FILE}`)) {
        return url;
      }
      Object.assign(request, { [CURRENT_ALIAS]: true });
      return `/${versions.VERSIONS_DIR}/${version}${url}`;
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const version = currentVersion();
    if (pagePolicy?.version !== version) pagePolicy = { version, policy: standalonePagePolicy(root, version) };
    reply.header('Content-Security-Policy', pagePolicy.policy);
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  });
  if (cors) await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, staticFileOptions(root));
  app.setNotFoundHandler((request, reply) => {
    // Read as a path of this host (`/\\` or `//x` is a path here, not another host nor an error).
    const pathname = URL.parse(`http://host${request.url}`)?.pathname ?? '/';
    if (spa && (request.method === 'GET' || request.method === 'HEAD') && !isFilePath(pathname)) {
      const version = currentVersion();
      const page = version ? path.join(versions.VERSIONS_DIR, version, 'index.html') : 'index.html';
      return reply.header('Cache-Control', 'no-cache').sendFile(page);
    }
    return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
