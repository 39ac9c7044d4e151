/**
 * The repository paths that the README, docs/ and source comments name: every token that starts
 * with a top-level folder of the repository (`shell/src/server/http/pages.ts`, `e2e/tests/`,
 * `docs/adr/`), read from inline code in Markdown and from comments in source. A template
 * (`<part>`, `{slug}`, `*`, `…`) or a build's output (`dist/`, `node_modules/`, keys) is not a path
 * in the tree, and is left out.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lint-files';

const TOP = [
  'shell',
  'mfe-catalog',
  'mfe-membership',
  'mfe-learn',
  'mfe-dashboard',
  'shared-data',
  'e2e',
  'docs',
  '.ci',
];
const PATH = new RegExp(
  `(?<![\\w./@-])(?:${TOP.map((top) => top.replace('.', '\\.')).join('|')})/(?:[\\w./-]*[\\w/])?`,
  'g',
);
/**
 * A file (its last part has an extension) or a folder (written with its slash); a bare
 * `shared-data/router` is a federation share key or a package, `docs/adr/0003` a record's number:
 * neither is read as a path.
 */
const isFileOrFolder = (token: string) =>
  token.endsWith('/') || /\.[a-z0-9]{1,6}$/.test(token.slice(token.lastIndexOf('/')));
const NOT_IN_TREE = /[<>{}*…]|(?:^|\/)(?:dist|node_modules|test-results|playwright-report|\.deploy-keys)(?:\/|$)/;

export interface NamedPath {
  file: string;
  line: number;
  path: string;
}

/** Markdown's inline code spans and fenced lines; a source file's comments (line and block). */
function textsToRead(file: string, text: string): { line: number; text: string }[] {
  const lines = text.split('\n');
  if (file.endsWith('.md')) return lines.map((line, index) => ({ line: index + 1, text: line }));
  const found: { line: number; text: string }[] = [];
  let inBlock = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (inBlock || trimmed.startsWith('/*')) {
      found.push({ line: index + 1, text: line });
      inBlock = !trimmed.includes('*/');
      if (trimmed.startsWith('/*') && trimmed.includes('*/')) inBlock = false;
    } else if (trimmed.startsWith('//')) found.push({ line: index + 1, text: line });
    else if (line.includes(' // ')) found.push({ line: index + 1, text: line.slice(line.indexOf(' // ')) });
  });
  return found;
}

/** The files that are read: tracked Markdown and source files (content and tests included). */
export function filesToRead(): string[] {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  return tracked.filter((file) => /\.(md|ts|tsx|mjs|cjs|js)$/.test(file) && !file.includes('visual-baselines/'));
}

/** The paths one file names (in its comments, or anywhere in Markdown). */
export function pathsIn(file: string, text: string): NamedPath[] {
  const named: NamedPath[] = [];
  for (const { line, text: piece } of textsToRead(file, text)) {
    for (const [match] of piece.matchAll(PATH)) {
      const cleaned = match.replace(/\.+$/, '');
      if (isFileOrFolder(cleaned) && !NOT_IN_TREE.test(cleaned)) named.push({ file, line, path: cleaned });
    }
  }
  return named;
}

export const namedPaths = (files = filesToRead()): NamedPath[] =>
  files.flatMap((file) => pathsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));

/** Whether the path is a file or folder of the repository. */
export const existsInTree = (named: string) => fs.existsSync(path.join(ROOT, named));
