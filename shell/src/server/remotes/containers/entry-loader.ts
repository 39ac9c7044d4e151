/**
 * How a server container's entry is loaded: fetched within the time budget, checked, and evaluated
 * the way the federation SDK's Node loader would.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchWithBudget } from 'shared-data/platform/server-fetch';

/**
 * Evaluates a remote's server entry the way the federation SDK's Node loader does, from text we
 * fetched, handing it its own URL (`__remoteEntryUrl`, read by the container's public path: see
 * shared-data/src/federation-internals/public-path-from-entry-plugin.mjs).
 */
export function evaluateEntry(code: string, url: string): unknown {
  const module = { exports: {} as unknown };
  const run = new vm.Script(
    `(function(exports, module, require, __dirname, __filename, __remoteEntryUrl) {${code}\n})`,
    { filename: url },
  ).runInThisContext() as (...args: unknown[]) => void;
  const requireFromCwd = createRequire(path.join(process.cwd(), 'remote-entry.js'));
  const { pathname } = new URL(url);
  run(module.exports, module, requireFromCwd, path.posix.dirname(pathname), path.posix.basename(pathname), url);
  return module.exports;
}

/** Loads entries with a time budget and a status check (the default loader waits for minutes and runs 404 pages). */
export const entryWithBudget = (onEvaluated: () => void): ModuleFederationRuntimePlugin => ({
  name: 'codeyatra-entry-with-budget',
  async loadEntry({ remoteInfo }) {
    // The query only tells builds of one version apart (remote-registry.ts): the file is the same.
    const url = new URL(remoteInfo.entry);
    url.search = '';
    const response = await fetchWithBudget(url.href);
    const container = evaluateEntry(await response.text(), url.href);
    onEvaluated();
    return container as never;
  },
});
