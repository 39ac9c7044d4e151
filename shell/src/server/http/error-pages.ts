/**
 * The answer to a request the server could not answer as asked: a whole page with the site's
 * styles (rendering/status-document.tsx), never the framework's error text.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { statusDocument } from '../rendering';

/** For a URL that cannot be decoded (/%): 400; for any other failure before routing: 500. */
export function frameworkErrorPage(styles: readonly string[]) {
  return (error: FastifyError, _request: FastifyRequest, frameworkReply: FastifyReply) => {
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    void frameworkReply
      .code(badUrl ? 400 : 500)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(statusDocument(badUrl ? 400 : 500, styles));
  };
}

/** For a failure while answering: logged, and a 500 page. */
export function errorPage(styles: readonly string[]) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    request.log.error({ err: error, method: request.method, url: request.url }, 'Could not answer');
    void reply
      .code(500)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(statusDocument(500, styles));
  };
}
