/**
 * `/metrics` on a port of its own (METRICS_PORT, default 9464, on METRICS_HOST, default
 * 127.0.0.1): the scrape of Prometheus or of `npm run promote`, never reachable through the
 * public port. A plain node:http server, so it answers even while the public app is busy starting
 * or draining. METRICS_PORT=0 turns it off (a second instance on the same machine, say).
 */
import http from 'node:http';
import { register } from 'prom-client';

export interface MetricsSettings {
  port: number;
  host: string;
}

export function metricsSettings(env: NodeJS.ProcessEnv = process.env): MetricsSettings | null {
  const port = Number(env.METRICS_PORT ?? 9464);
  if (!Number.isInteger(port) || port <= 0) return null;
  return { port, host: env.METRICS_HOST ?? '127.0.0.1' };
}

/** Serves `scrape` (the Prometheus text) at GET /metrics; anything else is 404. */
export function serveMetrics(scrape: () => Promise<string>, settings = metricsSettings()): http.Server | null {
  if (!settings) return null;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    scrape().then(
      (text) => response.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      (error: unknown) => {
        console.error('Could not collect the metrics', error);
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Could not collect the metrics');
      },
    );
  });
  server.on('error', (error) =>
    console.error(`The metrics port ${settings.host}:${settings.port} is not served`, error),
  );
  server.listen(settings.port, settings.host);
  server.unref();
  return server;
}
