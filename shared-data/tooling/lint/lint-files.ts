/**
 * ESLint run as `npm run lint` runs it, on a file the test writes in memory: the lint tests use it
 * to show that a rule the README promises fails the lint.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

export function eslint(args: string[], input?: string): { filePath: string; messages: LintMessage[] }[] {
  const result = spawnSync(process.execPath, [ESLINT, ...args, '--format', 'json'], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout) as { filePath: string; messages: LintMessage[] }[];
}

/** ESLint's messages for `source` as the file `fileName` (relative to the repository). */
export function lint(fileName: string, source: string): LintMessage[] {
  return eslint(['--stdin', '--stdin-filename', fileName], source)[0]?.messages ?? [];
}

/** The messages of the rules that hold the package boundaries. */
export const boundaryErrors = (messages: LintMessage[]) =>
  messages
    .filter((message) =>
      ['no-restricted-imports', 'import-x/no-extraneous-dependencies', 'import-x/no-relative-packages'].includes(
        message.ruleId ?? '',
      ),
    )
    .map((message) => message.message);

/** import-x's words for an import of a package the file's package.json does not list. */
export const NOT_LISTED = /should be listed in the project's dependencies/;
/** import-x's words for a relative path into another package's files. */
export const OTHER_PACKAGE = /Relative import from another package is not allowed/;
