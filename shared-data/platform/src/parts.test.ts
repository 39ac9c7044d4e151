/**
 * shared-data/parts.json is the one list of parts: every webpack config builds from it, the e2e
 * suite serves from it. A remote exposes every src/exposed/Name.ts as ./Name: the pages its
 * src/routes.json declares and the fragments parts.json names. These tests hold the files
 * to the list; contracts.type-check.tsx holds the list to the types.
 */
import fs from 'node:fs';
import path from 'node:path';
import parts from '@shared-data/parts/list';
import { parseRouteDeclarations } from '@shared-data/contracts';
import { CONTENT_MODULE, REMOTE_CONTENT } from './content-providers';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('parts.json', () => {
  it('gives every part its own folder and port', () => {
    const all = [parts.shell, ...Object.values(parts.remotes)];
    expect(new Set(all.map((part) => part.port)).size).toBe(all.length);
    for (const part of all) expect(fs.existsSync(path.join(ROOT, part.dir, 'webpack.config.mjs'))).toBe(true);
  });

  for (const [remote, part] of Object.entries(parts.remotes)) {
    it(`${remote}: src/exposed holds its declared pages and its fragments, each checked against the contract`, () => {
      const folder = path.join(ROOT, part.dir, 'src', 'exposed');
      const routes = parseRouteDeclarations(
        JSON.parse(fs.readFileSync(path.join(ROOT, part.dir, 'src', 'routes.json'), 'utf8')),
        remote,
      );
      const pages = [...new Set(routes.map((route) => route.page))];
      const fragments = Object.keys(part.fragments);
      expect(pages.filter((page) => fragments.includes(page))).toEqual([]);
      // A content owner also exposes its content package whole (./Content), for the other parts.
      const content = Object.entries(REMOTE_CONTENT).filter(([, owner]) => owner === remote);
      expect(fs.readdirSync(folder).sort()).toEqual(
        [...pages, ...fragments, ...content.map(() => CONTENT_MODULE)].map((name) => `${name.slice(2)}.ts`).sort(),
      );
      for (const [name] of content) {
        expect(fs.readFileSync(path.join(folder, `${CONTENT_MODULE.slice(2)}.ts`), 'utf8')).toContain(
          `export * from '${name}';`,
        );
      }
      for (const name of pages) {
        const source = fs.readFileSync(path.join(folder, `${name.slice(2)}.ts`), 'utf8');
        expect(source).toContain("satisfies PageModule['default']");
        // The whole file (its head and sitemap paths too) is checked, not only its default export.
        expect(source).toContain('PageFile<typeof self>');
      }
      for (const name of fragments) {
        const source = fs.readFileSync(path.join(folder, `${name.slice(2)}.ts`), 'utf8');
        expect(source).toContain(`satisfies ExposedComponent<'${remote}', '${name}'>`);
      }
    });

    it(`${remote}: owns the content packages whose package.json names it, and provides those`, () => {
      const owned = fs
        .readdirSync(path.join(ROOT, 'shared-data'))
        .filter((dir) => dir.startsWith('content-'))
        .map((dir) => JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-data', dir, 'package.json'), 'utf8')))
        .filter((pkg: { codeyatra: { owner: string } }) => pkg.codeyatra.owner === part.dir)
        .map((pkg: { name: string }) => pkg.name);
      const provided = Object.entries(REMOTE_CONTENT)
        .filter(([, owner]) => owner === remote)
        .map(([name]) => name);
      expect(provided).toEqual(owned);
    });

    it(`${remote}: declares its own contract in its folder (src/contract.ts)`, () => {
      const contract = fs.readFileSync(path.join(ROOT, part.dir, 'src', 'contract.ts'), 'utf8');
      expect(contract).toContain("declare module '@shared-data/contracts'");
      expect(contract).toMatch(new RegExp(`\\n\\s+${remote}: (\\{|Record<never, never>)`));
    });
  }
});
