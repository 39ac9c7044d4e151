/**
 * What the specs that deploy a canary of the learn page share (canary-metrics-redeploy.spec.ts,
 * canary-forged-beacons-redeploy.spec.ts): the learn team's commands, its pointer, the figures on
 * the metrics port, a page of the learn team's in a build of its own, and a lock, as both deploy
 * the same remote and the redeploy project runs spec files side by side.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '@shared-data/parts';
import { test } from '../fixtures';

const LEARN = path.join(ROOT, 'mfe-learn');
const ROUTES_FILE = path.join(LEARN, 'src', 'routes.json');
const POINTER = path.join(LEARN, 'dist', 'current.json');
/** One lock per checkout: another worktree's suite has servers (and a learn remote) of its own. */
const LOCK = path.join(
  os.tmpdir(),
  `codeyatra-learn-canary-${createHash('sha256').update(ROOT).digest('hex').slice(0, 12)}`,
);
export { metric } from './metrics';
export const LEARN_PATH = '/courses/python-programming-masterclass/learn';

type Pointer = { current: string; canary: { version: string; percent: number } | null };
export const pointer = () => JSON.parse(fs.readFileSync(POINTER, 'utf8')) as Pointer;

/** `npm run <script> -w mfe-learn -- <args>` started: its output so far, and its exit status and output once done. */
export function startTeam(script: string, ...args: string[]) {
  const child = spawn('npm', ['run', script, '-w', 'mfe-learn', '--', ...args], { cwd: ROOT, timeout: 540_000 });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  );
  return { output: () => output, done };
}

/** `npm run <script> -w mfe-learn -- <args>`: its exit status and output. */
export const team = (script: string, ...args: string[]) => startTeam(script, ...args).done;

/**
 * Deploys a canary (`--canary <percent>`) of the learn page rendered by `component` (the source of
 * a function `Page`, which may render `<LearnPage />`): a module of src/exposed/ named `file`, in
 * place of LearnPage.tsx, for this build only; the source is put back whatever happens. The
 * deploy's exit status and output.
 */
export async function deployLearnPage(file: string, component: string, percent: number) {
  const fixture = path.join(LEARN, 'src', 'exposed', `${file}.tsx`);
  const routes = fs.readFileSync(ROUTES_FILE, 'utf8');
  try {
    fs.writeFileSync(
      fixture,
      `import type { PageFile, PageModule } from '@shared-data/contracts';
import LearnPage, { head, sitemapPaths } from './LearnPage';
import type * as self from './${file}';

${component}

export { head, sitemapPaths };
export default Page satisfies PageModule['default'];
export type Contract = PageFile<typeof self>;
`,
    );
    fs.writeFileSync(ROUTES_FILE, routes.replace('"./LearnPage"', `"./${file}"`));
    return await team('deploy', '--canary', String(percent));
  } finally {
    fs.writeFileSync(ROUTES_FILE, routes);
    fs.rmSync(fixture, { force: true });
  }
}

/**
 * The hooks of a spec file that deploys a learn canary: it waits for the learn page to be its
 * alone (holdLearnDeploys), and whatever happens the site serves afterwards the version it served
 * before, without a canary. The version served before, once the file's first test runs.
 */
export function servedBeforeLearnCanary(): () => string {
  let oldVersion = '';
  let release = () => {};
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    release = await holdLearnDeploys();
    oldVersion = pointer().current;
  });
  test.afterAll(async () => {
    const now = pointer();
    if (now.current !== oldVersion || now.canary) await team('activate', oldVersion);
    release();
  });
  return () => oldVersion;
}

/**
 * Waits until no other spec deploys the learn page (a folder made at once or not at all; one left
 * by a run that died is taken over), then holds it; the returned function lets it go.
 */
export async function holdLearnDeploys(): Promise<() => void> {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return () => fs.rmSync(LOCK, { recursive: true, force: true });
    } catch {
      if (!alive(holder())) fs.rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** The process holding the lock (0 while it is being taken, or gone). */
function holder() {
  try {
    return Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function alive(pid: number) {
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
