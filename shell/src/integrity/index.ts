/**
 * Subresource Integrity for every remote file the page loads (ADR 0008): the lookup of the signed
 * hashes, given to the federation runtime (a runtime plugin) and to the remotes' own webpack
 * runtimes (the global their IntegrityLoadingPlugin reads).
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shared-data/contracts';
import { IntegrityLookup } from './integrity-lookup';
import { integrityPlugin } from './integrity-plugin';
import type { PageIntegrity } from './page-integrity';

/** The global a remote's webpack runtime reads (shared-data/tooling/bundling/integrity-loading-plugin.mjs). */
export const INTEGRITY_GLOBAL = '__CODEYATRA_INTEGRITY__';

export function startIntegrity(
  page: PageIntegrity,
  latest: Readonly<Record<RemoteName, string>>,
  report: (error: Error) => void,
): IntegrityLookup {
  const lookup = new IntegrityLookup(page, latest, { report });
  (globalThis as Record<string, unknown>)[INTEGRITY_GLOBAL] = lookup;
  registerPlugins([integrityPlugin(lookup)]);
  return lookup;
}
