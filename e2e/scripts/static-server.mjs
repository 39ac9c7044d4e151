// A small production static server with the headers a deploy of each part needs: CORS for the
// remotes, `no-cache` on entries and manifests, a year-long immutable cache on content-hashed
// files, gzip for text, and (for the shell) index.html for any path that is not a file.
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const gzip = promisify(zlib.gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/** Cache policy by file name: entries and manifests must always be revalidated. */
export function cacheControl(fileName) {
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function createStaticServer({ root, spa = false, cors = false }) {
  const gzipCache = new Map();

  async function readFile(relative) {
    const filePath = path.join(root, relative);
    if (!filePath.startsWith(root)) return null;
    try {
      const stat = await fs.stat(filePath);
      if (!stat.isFile()) return null;
      return { filePath, version: `${stat.mtimeMs}:${stat.size}`, body: await fs.readFile(filePath) };
    } catch {
      return null;
    }
  }

  return http.createServer(async (request, response) => {
    try {
      if (cors) {
        response.setHeader('Access-Control-Allow-Origin', '*');
        response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      let relative = decodeURIComponent(pathname);
      if (relative.endsWith('/')) relative += 'index.html';
      let file = await readFile(relative);
      if (!file && spa && !path.extname(relative)) file = await readFile('/index.html');
      if (!file && spa && relative.endsWith('.html')) file = await readFile('/index.html');
      if (!file) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        response.end('Not found');
        return;
      }
      const extension = path.extname(file.filePath);
      const headers = {
        'Content-Type': TYPES[extension] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(path.basename(file.filePath)),
        Vary: 'Accept-Encoding',
      };
      let body = file.body;
      const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (acceptsGzip && COMPRESSIBLE.has(extension) && body.length > 512) {
        const key = `${file.filePath}:${file.version}`;
        if (!gzipCache.has(key)) gzipCache.set(key, await gzip(body, { level: 9 }));
        body = gzipCache.get(key);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
    }
  });
}
