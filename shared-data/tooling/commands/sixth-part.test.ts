/**
 * @jest-environment node
 *
 * shared-data/parts.json is the one list of parts: adding a remote is an entry there and a folder
 * of its own. Each consumer of the list reads a temporary copy with a sixth part (CODEYATRA_PARTS_FILE,
 * see @shared-data/parts) in a process of its own, and must pick the part up: Jest's projects, ESLint's
 * boundaries, `npm run build`, `npm run dev`, the e2e servers and the remotes.json the builds write.
 * The workspaces' glob takes the new folder, and every part's type check its contract
 * (src/contract.ts). (What stays by hand: its routes in the shell, its e2e tests: README, "Add a
 * remote".)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const parts = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-data', 'parts.json'), 'utf8')) as {
  shell: { dir: string; port: number };
  remotes: Record<string, { dir: string; port: number; fragments: Record<string, string> }>;
};

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'codeyatra-parts-'));
const PARTS_FILE = path.join(folder, 'parts.json');
fs.writeFileSync(
  PARTS_FILE,
  JSON.stringify({
    ...parts,
    remotes: {
      ...parts.remotes,
      reviews: { dir: 'mfe-reviews', port: 3005, fragments: {} },
    },
  }),
);

/** Runs `code` (an ES module) with Node in the repository, reading the temporary list; its output. */
function withSixthPart(code: string, args: string[] = []): string {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code, ...args], {
    cwd: ROOT,
    env: { ...process.env, CODEYATRA_PARTS_FILE: PARTS_FILE },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`node failed: ${result.stderr}`);
  return result.stdout;
}

/** Runs a script of the repository with the temporary list; its output. */
function scriptWithSixthPart(script: string, args: string[]): string {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, CODEYATRA_PARTS_FILE: PARTS_FILE },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  return result.stdout;
}

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('a sixth part, added to parts.json only', () => {
  it('is a Jest project', () => {
    const names = JSON.parse(
      withSixthPart(
        "import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); console.log(JSON.stringify(require('./jest.config.js').projects.map((p) => p.displayName)));",
      ),
    ) as string[];
    expect(names).toContain('mfe-reviews');
    expect(names).toContain('mfe-catalog');
  });

  it("is inside ESLint's package boundaries: it may not import another part's files", () => {
    const eslint = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), ...args], {
        cwd: ROOT,
        input: "import { x } from '../../mfe-catalog/src/contract';\nexport const y = x;\n",
        encoding: 'utf8',
        env: { ...process.env, CODEYATRA_PARTS_FILE: PARTS_FILE },
      }).stdout;
    const [report] = JSON.parse(
      eslint('--stdin', '--stdin-filename', 'mfe-reviews/src/Probe.ts', '--format', 'json'),
    ) as {
      messages: { ruleId: string | null }[];
    }[];
    expect((report?.messages ?? []).map((message) => message.ruleId)).toContain('import-x/no-relative-packages');
    const { rules } = JSON.parse(eslint('--print-config', 'mfe-reviews/src/Probe.ts')) as {
      rules: Record<string, [number | string, ...unknown[]]>;
    };
    expect(rules['import-x/no-extraneous-dependencies']?.[0]).toBe(2);
  });

  it('is built by npm run build, before the shell', () => {
    const plan = scriptWithSixthPart('shared-data/tooling/commands/build-all.mjs', ['--list']).trim().split('\n');
    expect(plan).toContain('mfe-reviews: npm run deploy');
    expect(plan.at(-1)).toBe('shell: npm run build');
  });

  it('runs under npm run dev', () => {
    const dev = JSON.parse(
      withSixthPart(
        "const { devParts } = await import('./shared-data/tooling/commands/dev-all.mjs'); console.log(JSON.stringify(devParts()));",
      ),
    ) as { name: string; dir: string }[];
    expect(dev).toContainEqual(expect.objectContaining({ name: 'reviews', dir: 'mfe-reviews' }));
  });

  it('is served to the e2e suite on its port, and written into the remotes.json of every build', () => {
    const seen = JSON.parse(
      withSixthPart(`
        import { createRequire } from 'node:module';
        const require = createRequire(process.cwd() + '/e2e/');
        const { REMOTE_PARTS, originOf } = require('@shared-data/parts');
        const { RemotesJsonPlugin } = await import('@shared-data/tooling/bundling/remotes-json-plugin');
        console.log(JSON.stringify({
          served: REMOTE_PARTS.map((part) => [part.name, part.dir, part.port]),
          origin: originOf('reviews'),
          locations: new RemotesJsonPlugin().locations,
        }));`),
    ) as { served: [string, string, number][]; origin: string; locations: Record<string, unknown> };
    expect(seen.served).toContainEqual(['reviews', 'mfe-reviews', 3005]);
    expect(seen.origin).toBe('http://localhost:3005');
    expect(seen.locations.reviews).toEqual({ manifest: 'http://localhost:3005/mf-manifest.json', keys: [] });
  });

  it("has its contract type-checked by every part: each tsconfig includes every remote's src/contract.ts", () => {
    // Every workspace with a src/ folder (the parts, shared-data's content, rules, contracts, platform, ...).
    const sharedData = fs
      .readdirSync(path.join(ROOT, 'shared-data'))
      .filter((dir) => fs.existsSync(path.join(ROOT, 'shared-data', dir, 'src')))
      .map((dir) => `shared-data/${dir}`);
    expect(sharedData).toContain('shared-data/contracts');
    for (const dir of [...sharedData, parts.shell.dir, ...Object.values(parts.remotes).map((part) => part.dir)]) {
      const { include } = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'tsconfig.json'), 'utf8')) as {
        include: string[];
      };
      expect({ dir, include }).toEqual({
        dir,
        include: expect.arrayContaining([`${'../'.repeat(dir.split('/').length)}mfe-*/src/contract.ts`]),
      });
    }
  });

  it("is a workspace by the root package.json's glob, with no edit there", () => {
    const { workspaces } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      workspaces: string[];
    };
    const matches = (glob: string, dir: string) =>
      new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(dir);
    expect(workspaces.some((glob) => matches(glob, 'mfe-reviews'))).toBe(true);
    // Every part of the real list is one too.
    for (const part of Object.values(parts.remotes))
      expect(workspaces.some((glob) => matches(glob, part.dir))).toBe(true);
  });
});
