/**
 * @jest-environment node
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { signOverride } from '@shared-data/hosting/override-token';
import type { RemoteLocations } from '@shared-data/contracts';
import { Overrides } from './overrides';

const SECRET = 'the site secret, long enough to be accepted';
const lines: { msg: string; part?: string; reason?: string }[] = [];
const overrides = new Overrides(
  { secret: SECRET, origins: ['http://127.0.0.1:*', 'http://127.0.0.2:*', 'http://localhost:*', 'http://[::1]:*'] },
  pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
  false,
);
afterAll(() => overrides.builds.close());
beforeEach(() => (lines.length = 0));

const DEPLOYED = { dashboard: 'http://127.0.0.1:3004/mf-manifest.json' } as unknown as RemoteLocations;
/** What a page request with this cookie gets: the override, and the cookies the answer sets. */
async function pageWith(cookie: string | undefined) {
  const set: string[] = [];
  const reply = { header: (name: string, value: string) => name === 'Set-Cookie' && set.push(value) };
  const request = { headers: { cookie } };
  const override = await overrides.forPage(
    request as unknown as FastifyRequest,
    reply as unknown as FastifyReply,
    () => DEPLOYED,
  );
  return { override, set };
}
const token = (url: string) => signOverride({ part: 'dashboard', url }, SECRET);

test('a page request without the cookie has no override, and nothing is logged', async () => {
  expect(await pageWith('user_location=IN')).toEqual({ override: null, set: [] });
  expect(lines).toEqual([]);
});

test('a cookie that is not signed, or cannot be read, is ignored: removed and logged', async () => {
  for (const cookie of ['codeyatra-override=forged.token', 'codeyatra-override=%E0%A4%A']) {
    const { override, set } = await pageWith(cookie);
    expect(override).toBeNull();
    expect(set).toEqual([expect.stringMatching(/^codeyatra-override=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)]);
  }
  expect(lines.map((line) => line.msg)).toEqual([
    'Override cookie ignored: bad signature',
    'Override cookie ignored: malformed',
  ]);
});

test("an override naming a deployed remote's own folder is ignored, whatever name the server goes by", async () => {
  for (const origin of [
    'http://127.0.0.1:3004',
    'http://localhost:3004',
    'http://127.0.0.2:3004',
    'http://[::1]:3004',
  ]) {
    lines.length = 0;
    const { override } = await pageWith(`codeyatra-override=${token(`${origin}/v/0123456789abcdef/mf-manifest.json`)}`);
    expect(override).toBeNull();
    expect(lines).toEqual([expect.objectContaining({ part: 'dashboard', reason: "names a deployed remote's folder" })]);
  }
});

test('a build that does not answer: the page shows the deployed version and its badge says why', async () => {
  const url = 'http://127.0.0.1:9/v/0123456789abcdef/mf-manifest.json';
  const { override, set } = await pageWith(`codeyatra-override=${token(url)}`);
  expect(set).toEqual([]);
  expect(override?.figuresVersions({ dashboard: 'v1' } as never)).toEqual({ dashboard: 'v1' });
  const page = override!.finish(
    { kind: 'page', html: '<head></head><body></body>', keep: true, styleHashes: [] },
    '/dashboard',
  );
  expect(page.keep).toBe(false);
  expect(page.html).toMatch(
    /Override of dashboard not applied:.*could not be loaded.*This page shows the deployed version/,
  );
  expect(lines).toEqual([
    expect.objectContaining({
      part: 'dashboard',
      msg: expect.stringMatching(/could not be loaded; rendering the deployed version/),
    }),
  ]);
});
