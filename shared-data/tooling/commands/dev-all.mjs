#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev` at the top: every part of shared-data/parts.json with its webpack dev server and
 * hot reload (`npm run dev -w <part>`), side by side, each line prefixed with the part's name; a
 * new part in parts.json is started with no edit here. Ctrl-C (or one part failing) stops them all.
 */
import path from 'node:path';
import partsModule from '@shared-data/parts';
import concurrently from 'concurrently';

const { ROOT } = partsModule;
const PARTS = partsModule.loadParts();
const COLOURS = ['blue', 'green', 'magenta', 'yellow', 'cyan', 'red', 'white'];

/** Each part's name and folder, the shell first. */
export const devParts = (parts = PARTS) => [
  { name: 'shell', dir: parts.shell.dir },
  ...Object.entries(parts.remotes).map(([name, part]) => ({ name, dir: /** @type {{ dir: string }} */ (part).dir })),
];

const runAsScript = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (runAsScript) {
  const { result } = concurrently(
    devParts().map(({ name, dir }, index) => ({
      command: `npm run dev -w ${dir}`,
      name,
      prefixColor: COLOURS[index % COLOURS.length],
    })),
    { cwd: ROOT, killOthersOn: ['failure', 'success'] },
  );
  result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
