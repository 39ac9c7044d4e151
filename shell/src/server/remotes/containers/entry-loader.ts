/**
 * How a server container's entry is loaded: from the copy checked against its signed hash
 * (verified-server-files.ts), evaluated the way the federation SDK's Node loader would. An entry
 * with no checked copy is never fetched or run.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkedText } from './verified-server-files';

/**
 * Evaluates a remote's server entry the way the federation SDK's Node loader does, from text we
 * fetched, handing it its own URL (`__remoteEntryUrl`, read by the container's public path: see
 * shared-data/tooling/federation-internals/public-path-from-entry-plugin.mjs).
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

/** Loads entries from their checked copies only (the default loader would fetch and run whatever answers). */
export const checkedEntry = (onEvaluated: () => void): ModuleFederationRuntimePlugin => ({
  name: 'codeyatra-checked-entry',
  loadEntry({ remoteInfo }) {
    // The query only tells builds of one version apart (remote-registry.ts): the file is the same.
    const url = new URL(remoteInfo.entry);
    url.search = '';
    const code = checkedText(url.href);
    if (code === null) {
      return Promise.reject(new Error(`${url.href} has no copy checked against its signed hash: not run`));
    }
    const container = evaluateEntry(code, url.href);
    onEvaluated();
    return Promise.resolve(container as never);
  },
});
