import type { RequestListener, Server } from 'node:http';
import type { Duplex } from 'node:stream';

export interface ConnectionLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnections: number;
}
/** The limits REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, IDLE_TIMEOUT_MS and MAX_CONNECTIONS set. */
export function connectionLimits(env?: NodeJS.ProcessEnv): ConnectionLimits;
/** Fastify's `serverFactory`: an HTTP server with those timeouts and that cap. */
export function hardenedServerFactory(limits: ConnectionLimits): (handler: RequestListener) => Server;
/** Fastify's `clientErrorHandler` for a static host: 431, 408 or 400 in a word, nosniff, closed. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void;
