import type { RemoteName } from '@shared-data/contracts';
import { IntegrityLookup, NO_SIGNED_HASH } from './integrity-lookup';
import type { VersionHashes } from './page-integrity';

const latest = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  membership: 'http://localhost:3002/mf-manifest.json',
  learn: 'https://cdn.example.test/learn/mf-manifest.json',
  dashboard: 'https://cdn.example.test/mf-manifest.json',
};
const hash = (letter: string) => `sha384-${letter.repeat(64)}`;
const CATALOG = 'http://localhost:3001/v/aaaa1111/';

/** A lookup over a page pinned to catalog aaaa1111 (its entry and one chunk), and a server with two lists. */
function lookupWith(report: Error[] = []) {
  const asked: string[] = [];
  const lists: Record<string, VersionHashes> = {
    'catalog/aaaa1111': {
      version: 'aaaa1111',
      files: { 'remoteEntry.js': hash('E'), '706.js': hash('S'), '9.css': hash('C') },
    },
    'dashboard/current': { version: 'dddd4444', files: { 'remoteEntry.js': hash('D') } },
  };
  const lookup = new IntegrityLookup(
    { catalog: { version: 'aaaa1111', base: CATALOG, files: { 'remoteEntry.js': hash('E') } } },
    latest,
    {
      fetchHashes: async (part: RemoteName, version: string) => {
        asked.push(`${part}/${version}`);
        const list = lists[`${part}/${version}`];
        if (!list) throw new Error('404');
        return list;
      },
      report: (error) => report.push(error),
      explain: async () => 'its body does not match the signed hash (changed after the deploy)',
    },
  );
  return { lookup, asked };
}

describe('IntegrityLookup', () => {
  it("gives a pinned file the hash the page carries, at once, and a file of no remote (the shell's) none", async () => {
    const { lookup, asked } = lookupWith();
    expect(lookup.attributeOf(`${CATALOG}remoteEntry.js`)).toBe(hash('E'));
    expect(lookup.attributeOf(`${CATALOG}remoteEntry.js?attempt=2`)).toBe(hash('E'));
    await lookup.ready([`${CATALOG}remoteEntry.js`, 'http://localhost:3000/main.1234.js']);
    expect(asked).toEqual([]);
    expect(lookup.attributeOf('http://localhost:3000/main.1234.js')).toBe('');
  });

  it("reads a version's signed list once, for the files the page did not name", async () => {
    const { lookup, asked } = lookupWith();
    expect(lookup.attributeOf(`${CATALOG}706.js`)).toBe(NO_SIGNED_HASH);
    await Promise.all([lookup.ready([`${CATALOG}706.js`]), lookup.ready([`${CATALOG}9.css`])]);
    expect(lookup.attributeOf(`${CATALOG}706.js`)).toBe(hash('S'));
    expect(lookup.attributeOf(`${CATALOG}9.css`)).toBe(hash('C'));
    expect(asked).toEqual(['catalog/aaaa1111']);
  });

  it("looks up a remote's unversioned files (a retry from remotes.json) in its current version's list", async () => {
    const { lookup, asked } = lookupWith();
    await lookup.ready(['https://cdn.example.test/remoteEntry.js']);
    expect(asked).toEqual(['dashboard/current']);
    expect(lookup.attributeOf('https://cdn.example.test/remoteEntry.js')).toBe(hash('D'));
    expect(lookup.attributeOf('https://cdn.example.test/v/dddd4444/remoteEntry.js')).toBe(hash('D'));
    // The deeper folder is the other remote's.
    expect(lookup.attributeOf('https://cdn.example.test/learn/remoteEntry.js')).toBe(NO_SIGNED_HASH);
  });

  it('refuses a file in no signed list, and a version the server has not checked, and asks again later', async () => {
    const { lookup, asked } = lookupWith();
    await lookup.ready([`${CATALOG}tampered-extra.js`, 'http://localhost:3002/v/ffff0000/remoteEntry.js']);
    expect(lookup.attributeOf(`${CATALOG}tampered-extra.js`)).toBe(NO_SIGNED_HASH);
    expect(lookup.attributeOf('http://localhost:3002/v/ffff0000/remoteEntry.js')).toBe(NO_SIGNED_HASH);
    await lookup.ready(['http://localhost:3002/v/ffff0000/remoteEntry.js']);
    expect(asked).toEqual(['catalog/aaaa1111', 'membership/ffff0000', 'membership/ffff0000']);
  });

  it("loads an overridden remote's files without integrity, only for that remote", () => {
    const lookup = new IntegrityLookup({ learn: { override: 'http://localhost:4003/' } }, latest);
    expect(lookup.attributeOf('http://localhost:4003/remoteEntry.js')).toBe('');
    expect(lookup.attributeOf('https://cdn.example.test/learn/v/abc/remoteEntry.js')).toBe(NO_SIGNED_HASH);
  });

  it('guards an element: integrity and CORS mode, and a failure reported with the URL that names part and version', async () => {
    const reported: Error[] = [];
    const { lookup } = lookupWith(reported);
    const script = document.createElement('script');
    lookup.guard(script, `${CATALOG}remoteEntry.js`);
    expect(script.getAttribute('integrity')).toBe(hash('E'));
    expect(script.crossOrigin).toBe('anonymous');
    script.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reported.map((error) => error.message)).toEqual([
      `Subresource Integrity: ${CATALOG}remoteEntry.js was not run: its body does not match the signed hash (changed after the deploy)`,
    ]);

    const own = document.createElement('link');
    lookup.guard(own, 'http://localhost:3000/main.css');
    expect(own.getAttribute('integrity')).toBeNull();
    expect(own.crossOrigin).toBeNull();
  });
});
