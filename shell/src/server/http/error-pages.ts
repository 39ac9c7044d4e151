/**
 * The answer to a request the server could not answer as asked: a whole page with the site's
 * styles (rendering's status document), never the framework's error text.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Rendering } from '../rendering';

/**
 * For a URL that cannot be decoded (/%): 400; for any other failure before routing: 500. Given to
 * Fastify as it is made, before any plugin: `rendering` is read when such a request comes.
 */
export function frameworkErrorPage(rendering: () => Rendering) {
  return (error: FastifyError, _request: FastifyRequest, frameworkReply: FastifyReply) => {
    const badUrl = error.code === 'FST_ERR_BAD_URL';
    void frameworkReply
      .code(badUrl ? 400 : 500)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(rendering().statusDocument(badUrl ? 400 : 500));
  };
}

/**
 * For a failure while answering: logged, and a 500 page. Registered before the plugins with
 * routes, which each take the app's error handler as it is when they are registered.
 */
export const errorPages = fastifyPlugin(
  async (app) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      request.log.error({ err: error, method: request.method, url: request.url }, 'Could not answer');
      void reply
        .code(500)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(app.rendering.statusDocument(500));
    });
  },
  { name: 'error-pages', fastify: '5.x', dependencies: ['rendering'] },
);
