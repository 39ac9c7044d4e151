import type { FastifyInstance } from 'fastify';
import type { FastifyStaticOptions } from '@fastify/static';
import type { ConnectionLimits } from './connection-limits.cjs';

export { connectionLimits, hardenedServerFactory, type ConnectionLimits } from './connection-limits.cjs';

/** Whether a URL path names a file (it has an extension); other paths are pages. */
export function isFilePath(pathName: string): boolean;
/** Whether the public may fetch that file: any but a source map (.map). */
export function isPublicFile(pathName: string): boolean;
/** The Cache-Control header of a static file, by its name. */
export function cacheControlFor(fileName: string): string;
/** @fastify/static options that apply the static-file rules (cache, validators, precompressed files). */
export function staticFileOptions(root: string): FastifyStaticOptions;
/** A static host for one part's build (its timeouts and connection cap: `limits`, else from the environment). */
export function createStaticHost(options: {
  root: string;
  cors?: boolean;
  spa?: boolean;
  limits?: ConnectionLimits;
}): Promise<FastifyInstance>;
