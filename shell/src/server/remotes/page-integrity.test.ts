/**
 * @jest-environment node
 */
import { integrityByUrl, pageIntegrity } from './page-integrity';

const hashes = { 'remoteEntry.js': 'sha384-E', '706.js': 'sha384-S', '9.css': 'sha384-C', 'unused.js': 'sha384-U' };
const BASE = 'http://localhost:3001/v/aaaa1111/';

describe('pageIntegrity', () => {
  it("carries the signed hashes of the page's own files only, per pinned version", () => {
    const page = pageIntegrity(
      (name) => (name === 'catalog' ? { version: 'aaaa1111', base: BASE, hashes } : null),
      [`${BASE}remoteEntry.js`, `${BASE}706.js`, `${BASE}9.css`, 'http://localhost:3002/v/bbbb/remoteEntry.js'],
    );
    expect(page).toEqual({
      catalog: {
        version: 'aaaa1111',
        base: BASE,
        files: { 'remoteEntry.js': 'sha384-E', '706.js': 'sha384-S', '9.css': 'sha384-C' },
      },
    });
    expect(integrityByUrl(page)).toEqual({
      [`${BASE}remoteEntry.js`]: 'sha384-E',
      [`${BASE}706.js`]: 'sha384-S',
      [`${BASE}9.css`]: 'sha384-C',
    });
  });

  it('leaves out a remote none of whose files the page loads, and an override', () => {
    expect(
      pageIntegrity(() => ({ version: 'aaaa1111', base: BASE, hashes }), ['http://localhost:3000/main.js']),
    ).toEqual({});
    expect(integrityByUrl({ learn: { override: 'http://localhost:4003/' } })).toEqual({});
  });
});
