/**
 * A request Node's HTTP parser refuses before Fastify sees it: headers too large (431), a request
 * not received in time (408: REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS), anything else it cannot
 * parse (400). Node would answer with a bare status line; this answer carries the site's security
 * headers (and, for a 400, the site's page), then the connection is closed. A client's mistake:
 * logged at info, never counted as the server's error.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Rendering } from '../rendering';
import type { SecurityHeaders } from './security';

/** The status Node's parser error stands for. */
export function statusOfParserError(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** How long a refused client has to read the answer before its connection is cut. */
const CLOSE_AFTER_MS = 1000;

/** Fastify's `clientErrorHandler`: `this` is the app, `rendering` and `headers` read when an error comes. */
export function clientErrorAnswer(rendering: () => Rendering, headers: SecurityHeaders) {
  return function answer(this: { log: FastifyBaseLogger }, error: Error & { code?: string }, socket: Duplex) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = statusOfParserError(error.code);
    this.log.info({ status, code: error.code }, `Client error: ${error.message}`);
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const html = status === 400;
    const body = html ? rendering().statusDocument(400) : `${STATUS_CODES[status]}\n`;
    const fields = {
      ...headers(false),
      'Content-Type': html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-cache',
      Connection: 'close',
    };
    const head = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref();
  };
}
