#!/usr/bin/env node
// @ts-check
/**
 * `npm run affected -- <file> [<file> ...]`: which parts must be deployed after a change to these
 * files, read from the builds themselves: each production build writes the repository files it
 * contains (@shared-data/tooling's bundling/module-list-plugin.mjs: webpack's module graph after tree shaking,
 * type-only imports left out), a remote's in its current version, the shell's beside its public
 * folder. Run `npm run build` first; a part without a build is named as unknown, never guessed.
 *   npm run affected -- shared-data/content-membership/src/plans.ts
 *   npm run affected -- --readme          rewrites the README's table of common changes
 *   npm run affected -- --check-readme    fails if that table is not what the builds say
 */
import fs from 'node:fs';
import path from 'node:path';
import partsModule from '@shared-data/parts';
import versions from '@shared-data/hosting/pointer';

const { ROOT } = partsModule;
const PARTS = partsModule.loadParts();
const README = path.join(ROOT, 'README.md');
const START = '<!-- affected:start (npm run affected -- --readme) -->';
const END = '<!-- affected:end -->';

/**
 * The common changes the README's table lists: what is changed, and the file it lives in.
 * @type {[string, string][]}
 */
export const COMMON_CHANGES = [
  ['a course price or description', 'shared-data/content-catalog/src/course-summaries.ts'],
  ['a course page (curriculum, projects)', 'shared-data/content-catalog/src/course-details/python.ts'],
  ['a learning path', 'shared-data/content-catalog/src/bundle-summaries.ts'],
  ['a plan or its price', 'shared-data/content-membership/src/plans.ts'],
  ['an FAQ', 'shared-data/content-membership/src/faqs.ts'],
  ['an answer the detail pages and the FAQs share', 'shared-data/content-catalog/src/faq-answers.ts'],
  ['a testimonial', 'shared-data/content-catalog/src/testimonials.ts'],
  ['the brand, a link or a redirect', 'shared-data/content-site/src/site.ts'],
  ['a price rule', 'shared-data/rules/src/price.ts'],
];

/** Each part's folder and the files of its current build (null when it has none here). */
export function builtParts(root = ROOT) {
  const read = (/** @type {string[]} */ ...files) => {
    const lists = files.filter((file) => fs.existsSync(file)).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
    return lists.length === files.length ? new Set(lists.flat()) : null;
  };
  const parts = [];
  const shellDist = path.join(root, PARTS.shell.dir, 'dist');
  parts.push({
    dir: PARTS.shell.dir,
    files: read(path.join(shellDist, 'modules-browser.json'), path.join(shellDist, 'modules-server.json')),
  });
  for (const part of Object.values(PARTS.remotes)) {
    const dist = path.join(root, part.dir, 'dist');
    const pointer = versions.readPointer(dist);
    const folder = pointer ? path.join(dist, versions.VERSIONS_DIR, pointer.current) : null;
    parts.push({
      dir: part.dir,
      files: folder
        ? read(path.join(folder, 'modules-browser.json'), path.join(folder, 'server', 'modules-server.json'))
        : null,
    });
  }
  return parts;
}

/**
 * The parts whose builds contain `file` (a path from the repository's root), and those not built.
 * @param {string} file
 */
export function affected(file, parts = builtParts()) {
  const wanted = path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');
  return {
    file: wanted,
    parts: parts.filter((part) => part.files?.has(wanted)).map((part) => part.dir),
    unknown: parts.filter((part) => !part.files).map((part) => part.dir),
  };
}

/** The README's table, as the builds say it. */
export function readmeTable(parts = builtParts()) {
  const rows = COMMON_CHANGES.map(([change, file]) => {
    const { parts: names } = affected(file, parts);
    return `| ${change} | \`${file}\` | ${names.map((name) => `\`${name}\``).join(', ') || 'none'} |`;
  });
  return ['| a change to… | lives in | deploy |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The table between the README's markers. */
export function tableInReadme(text = fs.readFileSync(README, 'utf8')) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  return text.slice(start + START.length, end).trim();
}

/**
 * A table's rows as cells, to compare tables whatever the padding (Prettier pads the columns).
 * @param {string} table
 */
export const cells = (table) =>
  table
    .split('\n')
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim())
        .join('|'),
    );

const runAsScript = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (runAsScript) {
  const args = process.argv.slice(2);
  const parts = builtParts();
  const missing = parts.filter((part) => !part.files).map((part) => part.dir);
  if (missing.length) {
    console.error(
      `No build of ${missing.join(', ')} here: run npm run build first (a part not built is never guessed).`,
    );
    process.exit(2);
  }
  if (args.includes('--readme')) {
    const text = fs.readFileSync(README, 'utf8');
    tableInReadme(text); // the markers are there
    const table = readmeTable(parts);
    const start = text.indexOf(START) + START.length;
    fs.writeFileSync(README, `${text.slice(0, start)}\n\n${table}\n\n${text.slice(text.indexOf(END))}`);
    console.log(`README.md: the table of common changes, from the builds:\n${table}`);
  } else if (args.includes('--check-readme')) {
    const same = JSON.stringify(cells(tableInReadme())) === JSON.stringify(cells(readmeTable(parts)));
    console.log(same ? 'README.md matches the builds.' : `README.md differs from the builds:\n${readmeTable(parts)}`);
    process.exit(same ? 0 : 1);
  } else if (args.length === 0) {
    console.error('Usage: npm run affected -- <file> [<file> ...] | --readme | --check-readme');
    process.exit(2);
  } else {
    for (const file of args) {
      if (!fs.existsSync(path.resolve(ROOT, file))) console.error(`${file}: no such file`);
      const result = affected(file, parts);
      console.log(`${result.file} → ${result.parts.join(', ') || 'no part (in no build)'}`);
    }
  }
}
