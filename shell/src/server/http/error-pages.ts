/**
 * The answer to a request the server could not answer as asked: a whole page with the site's
 * styles (rendering's status document), never the framework's error text. A client's mistake
 * (a 4xx raised by Fastify or a plugin: a body that is not JSON, an unsatisfiable Range, a body
 * too large) keeps its status and is logged at info: it is not the server's failure, and the 5xx
 * figures a canary is judged on never count it.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Rendering } from '../rendering';
import { setSecurityHeaders, type SecurityHeaders } from './security';

/** The 4xx status an error carries (Fastify's `statusCode`, http-errors' `status`), else null. */
export function clientErrorStatus(error: unknown): number | null {
  const { statusCode, status } = (error ?? {}) as { statusCode?: unknown; status?: unknown };
  const code = typeof statusCode === 'number' ? statusCode : status;
  return typeof code === 'number' && code >= 400 && code < 500 ? code : null;
}

/** Headers an error names for its answer (a 416's Content-Range, a 405's Allow). */
function headersOf(error: unknown): Record<string, string> {
  const { headers } = (error ?? {}) as { headers?: unknown };
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => typeof value === 'string'));
}

function sendStatus(reply: FastifyReply, rendering: Rendering, status: number) {
  reply.code(status).header('Cache-Control', 'no-cache');
  if (status === 400 || status === 500) {
    return reply.type('text/html; charset=utf-8').send(rendering.statusDocument(status));
  }
  return reply.type('text/plain; charset=utf-8').send(STATUS_CODES[status] ?? 'Client Error');
}

/** A URL the router cannot read: one that cannot be decoded (/%), a parameter over 100 characters. */
const BAD_URL = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH']);

/**
 * For a URL the router cannot read: 400; for any other failure before routing: 500 (or the
 * client error's own status). Given to Fastify as it is made, before any plugin, so no hook has
 * run: the security headers are set here. `rendering` is read when such a request comes.
 */
export function frameworkErrorPage(rendering: () => Rendering, headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, frameworkReply: FastifyReply) => {
    const status = BAD_URL.has(error.code) ? 400 : (clientErrorStatus(error) ?? 500);
    if (status < 500) request.log.info({ status, code: error.code }, `Client error: ${error.message}`);
    else request.log.error({ err: error }, 'Could not route a request');
    setSecurityHeaders(headers, request, frameworkReply);
    void sendStatus(frameworkReply, rendering(), status);
  };
}

/**
 * For a failure while answering: a client's mistake keeps its 4xx (logged at info), anything else
 * is logged as an error and answered with a 500 page. Registered before the plugins with routes,
 * which each take the app's error handler as it is when they are registered.
 */
export const errorPages = fastifyPlugin(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      const status = clientErrorStatus(error);
      if (status !== null) {
        const { code, message } = (error ?? {}) as { code?: string; message?: string };
        request.log.info({ status, code, method: request.method, url: request.url }, `Client error: ${message}`);
        reply.headers(headersOf(error));
        return sendStatus(reply, app.rendering, status);
      }
      request.log.error({ err: error, method: request.method, url: request.url }, 'Could not answer');
      return sendStatus(reply, app.rendering, 500);
    });
  },
  { name: 'error-pages', fastify: '5.x', dependencies: ['rendering'] },
);
