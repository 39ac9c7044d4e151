/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { integrityRoute } from './integrity-route';

const HASHES = { version: 'aaaa1111', files: { 'remoteEntry.js': 'sha384-E' } };

/** The parts checked, one entry per check. */
const checked: string[] = [];

async function appWith(known: Set<string>, learnt: Set<string> = new Set()) {
  const app = Fastify();
  await app.register(integrityRoute, {
    hashesOf: (part, version) => (known.has(`${part}/${version}`) ? HASHES : null),
    checkNow: async (part) => {
      checked.push(part);
      for (const key of learnt) known.add(key);
    },
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return (path: string) => fetch(`${origin}${path}`);
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  checked.length = 0;
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
    expect(checked).toEqual(['catalog']);
  });

  it('checks a part at most once a second, however many unknown versions are asked for', async () => {
    const get = await appWith(new Set());
    const answers = await Promise.all(['a1', 'a2', 'a3', 'a4'].map((version) => get(`/_integrity/learn/${version}`)));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(checked).toEqual(['learn']);
  });

  it('answers a part that is no remote 404 and a malformed one 400, without checking anything', async () => {
    const get = await appWith(new Set());
    expect((await get('/_integrity/nothing/aaaa1111')).status).toBe(404);
    for (const path of [
      '/_integrity/catalog/..%2F..',
      '/_integrity/Catalog!/current',
      `/_integrity/catalog/${'a'.repeat(65)}`,
    ]) {
      expect((await get(path)).status).toBe(400);
    }
    expect(checked).toEqual([]);
  });
});
