/**
 * shared-data/parts.json is the one list of parts: every webpack config builds from it (a remote's
 * exposed ./Name is src/exposed/Name.ts), the e2e suite serves from it. These tests hold the files
 * to the list; contracts.type-check.tsx holds the list to the types.
 */
import fs from 'node:fs';
import path from 'node:path';
import parts from '../parts.json';

const ROOT = path.resolve(__dirname, '..', '..');

describe('parts.json', () => {
  it('gives every part its own folder and port', () => {
    const all = [parts.shell, ...Object.values(parts.remotes)];
    expect(new Set(all.map((part) => part.port)).size).toBe(all.length);
    for (const part of all) expect(fs.existsSync(path.join(ROOT, part.dir, 'webpack.config.mjs'))).toBe(true);
  });

  for (const [remote, part] of Object.entries(parts.remotes)) {
    it(`${remote}: src/exposed has one file per exposed module, each checked against the contract`, () => {
      const folder = path.join(ROOT, part.dir, 'src', 'exposed');
      const names = Object.keys(part.exposes);
      expect(fs.readdirSync(folder).sort()).toEqual(names.map((name) => `${name.slice(2)}.ts`).sort());
      for (const name of names) {
        const source = fs.readFileSync(path.join(folder, `${name.slice(2)}.ts`), 'utf8');
        expect(source).toContain(`satisfies ExposedComponent<'${remote}', '${name}'>`);
        // The whole file (a page's head and sitemap paths too) is checked, not only its default export.
        expect(source).toContain(`ExposedFile<'${remote}', '${name}', typeof self>`);
      }
    });

    it(`${remote}: declares its own contract in its folder (src/contract.ts)`, () => {
      const contract = fs.readFileSync(path.join(ROOT, part.dir, 'src', 'contract.ts'), 'utf8');
      expect(contract).toContain("declare module 'shared-data/contracts'");
      expect(contract).toMatch(new RegExp(`\\n\\s+${remote}: \\{`));
    });
  }
});
