import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How a worker stops taking connections (server/workers.ts): `drain` when another worker replaces it,
 * `stop` when the server ends. Registered before the routes, so every answer closes its connection
 * while draining: the client's next request opens a new one, which goes to a worker still taking
 * connections.
 */
export function drainable(app: FastifyInstance) {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  return (mode: 'drain' | 'stop') =>
    new Promise<void>((resolve) => {
      draining = true;
      // Stops taking connections. Draining keeps the idle ones (unlike http.Server#close): closing
      // one as its client sends on it would fail that request, which a replacement worker would
      // have answered. They are closed after their next answer, and whatever stays idle after the
      // keep-alive time is closed then. Stopping the server closes them at once.
      net.Server.prototype.close.call(app.server, () => resolve());
      if (mode === 'stop') app.server.closeIdleConnections();
      else setTimeout(() => app.server.closeIdleConnections(), app.server.keepAliveTimeout).unref();
    });
}
