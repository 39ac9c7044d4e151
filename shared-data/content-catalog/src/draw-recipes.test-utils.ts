/**
 * Draws the content's picture recipes as the build does (@shared-data/tooling's bundling/imagery, an
 * ES module using DiceBear's ES-only packages), in a Node process of its own: Jest's module system
 * loads CommonJS only.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TOOLING = path.resolve(__dirname, '..', '..', 'tooling');
const RECIPE = pathToFileURL(path.join(TOOLING, 'bundling', 'imagery', 'recipe.mjs')).href;
const AVATARS = pathToFileURL(path.join(TOOLING, 'bundling', 'imagery', 'avatars.mjs')).href;

const SCRIPT = `
import fs from 'node:fs';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { drawRecipe } from ${JSON.stringify(RECIPE)};
import { AVATAR_BACKGROUNDS } from ${JSON.stringify(AVATARS)};
const { files, seeds } = JSON.parse(process.argv[1]);
const drawn = files.map((file) => drawRecipe(fs.readFileSync(file, 'utf8')));
const dicebear = seeds.map((seed) => createAvatar(notionists, { seed, backgroundColor: AVATAR_BACKGROUNDS }).toString());
process.stdout.write(JSON.stringify({ drawn, dicebear }));
`;

/**
 * The drawings of `files`, and DiceBear's own Notionists portraits of `seeds` (to hold the drawn
 * portraits against).
 */
export function drawRecipes(files: string[], seeds: string[] = []): { drawn: string[]; dicebear: string[] } {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', SCRIPT, JSON.stringify({ files, seeds })], {
    cwd: TOOLING,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`drawing the recipes failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { drawn: string[]; dicebear: string[] };
}
