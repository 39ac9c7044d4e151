/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { CachedPage } from './cached-page';
import { sendPage } from './send-page';

/** A page sent as the server sends it, whole or with a fallback, with a new bucket cookie or not. */
async function send({
  whole,
  setsCookie,
  isPrivate = false,
}: {
  whole: boolean;
  setsCookie: boolean;
  isPrivate?: boolean;
}) {
  const app = Fastify();
  app.get('/', (request, reply) => {
    if (setsCookie) reply.header('Set-Cookie', 'codeyatra-canary=5; Path=/');
    return sendPage(request, reply, new CachedPage(200, '<!doctype html><title>Page</title>', [], undefined, whole), {
      private: isPrivate,
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    return await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/' }, (response) => response.resume().on('end', () => resolve(response)))
        .on('error', reject),
    );
  } finally {
    await app.close();
  }
}

describe('what a CDN in front may keep', () => {
  it('a whole page, for a second, by a header for the CDN placed before Cache-Control; browsers still revalidate', async () => {
    const response = await send({ whole: true, setsCookie: false });
    expect(response.headers['x-accel-expires']).toBe('1');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    const names = response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    expect(names.indexOf('x-accel-expires')).toBeLessThan(names.indexOf('cache-control'));
  });

  it('not a page with a section that fell back, one that gives the visitor a cookie, nor an override', async () => {
    expect((await send({ whole: false, setsCookie: false })).headers['x-accel-expires']).toBeUndefined();
    expect((await send({ whole: true, setsCookie: true })).headers['x-accel-expires']).toBeUndefined();
    const override = await send({ whole: true, setsCookie: false, isPrivate: true });
    expect(override.headers['x-accel-expires']).toBeUndefined();
    expect(override.headers['cache-control']).toBe('private, no-store');
  });
});
