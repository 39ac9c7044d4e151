/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { integrityRoute } from './integrity-route';

const HASHES = { version: 'aaaa1111', files: { 'remoteEntry.js': 'sha384-E' } };

async function appWith(known: Set<string>, learnt: Set<string> = new Set()) {
  const app = Fastify();
  await app.register(integrityRoute, {
    hashesOf: (part, version) => (known.has(`${part}/${version}`) ? HASHES : null),
    checkNow: async () => {
      for (const key of learnt) known.add(key);
    },
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return (path: string) => fetch(`${origin}${path}`);
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('GET /_integrity/<part>/<version>', () => {
  it("answers a checked version's hashes, cached for good; the current version's, revalidated", async () => {
    const get = await appWith(new Set(['catalog/aaaa1111', 'catalog/current']));
    const version = await get('/_integrity/catalog/aaaa1111');
    expect(version.status).toBe(200);
    expect(await version.json()).toEqual(HASHES);
    expect(version.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/_integrity/catalog/current')).headers.get('cache-control')).toBe('no-cache');
  });

  it('checks the remotes once more for a version this worker has not read, and answers 404 for one no check knows', async () => {
    const get = await appWith(new Set(), new Set(['catalog/bbbb2222']));
    expect((await get('/_integrity/catalog/bbbb2222')).status).toBe(200);
    const unknown = await get('/_integrity/catalog/cccc3333');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect((await get('/_integrity/catalog/..%2F..')).status).toBe(404);
  });
});
