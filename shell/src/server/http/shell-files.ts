import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPublicFile, staticFileOptions } from '@shared-data/hosting/static-files';

/** Files of the browser build that are the server's business, not the public's (source maps neither: isPublicFile). */
const PRIVATE_FILES = new Set(['/index.html', '/ssr-assets.json']);

/** The shell's own files (its browser build, dist/public), with the static hosts' caching rules. */
export const shellFiles: FastifyPluginAsync<{ publicDir: string }> = async (app, { publicDir }) => {
  await app.register(fastifyStatic, {
    ...staticFileOptions(publicDir),
    allowedPath: (pathName) => isPublicFile(pathName) && !PRIVATE_FILES.has(pathName),
    // The shell's files change only with a shell deploy (a restart): one route per file, found at
    // start-up, so a page path goes straight to the renderer without touching the disk.
    wildcard: false,
  });
};
