#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:visual`: the visual baselines alone, against the current build (`npm run build` first).
 * `-- --update` writes new baselines for the pictures that differ, then stores each new picture in
 * 256 colours (a palette PNG, about a third of the size: the comparison's tolerance takes the
 * difference, which no pixel of ours exceeds), so the repository grows by little per approved change.
 * Review them in git before committing. Other arguments go to Playwright (`-- --grep /membership`).
 * The HTML report (`npx playwright show-report` in e2e/) shows each failed picture beside its
 * baseline and the difference.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import PARTS from '@shared-data/parts';

/** The folders of baselines: the shell's (its 404 page) and each remote's (tests/support/owners.ts, baselinesOf). */
const BASELINES = [
  path.resolve(import.meta.dirname, '../tests/visual-baselines'),
  ...PARTS.REMOTE_PARTS.map((part) => path.join(PARTS.ROOT, part.dir, 'e2e', 'visual-baselines')),
];

/** PNG colour type 3: indexed (a palette). */
const isPalette = (/** @type {Buffer} */ png) => png[25] === 3;

/** Stores every full-colour picture of the baselines in 256 colours, exactly as before otherwise. */
async function quantiseBaselines() {
  const pictures = BASELINES.filter((folder) => fs.existsSync(folder)).flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.png'))
      .map((name) => path.join(folder, name)),
  );
  for (const picture of pictures) {
    const file = path.relative(PARTS.ROOT, picture);
    const png = fs.readFileSync(picture);
    if (isPalette(png)) continue;
    const stored = await sharp(png)
      .png({ palette: true, colors: 256, quality: 100, dither: 0, effort: 10, compressionLevel: 9 })
      .toBuffer();
    fs.writeFileSync(picture, stored);
    console.log(
      `${file}: ${(png.length / 1024).toFixed(0)} KB → ${(stored.length / 1024).toFixed(0)} KB in 256 colours`,
    );
  }
}

const update = process.argv.includes('--update');
const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg));
const playwright = path.join(PARTS.ROOT, 'node_modules', '.bin', 'playwright');
const { status } = spawnSync(playwright, ['test', '--project', 'visual', ...args], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
});
if (update) await quantiseBaselines();
process.exit(status ?? 1);
