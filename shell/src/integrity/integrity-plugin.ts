/**
 * A federation runtime plugin (the shell's, registered at start): every script and stylesheet the
 * runtime loads for a remote, its entry first, gets its `integrity` from the lookup
 * (integrity-lookup.ts), which first learns the entry's hash when the page did not carry it. The
 * runtime's own preloading of a module's files is left out: the remote's webpack runtime loads
 * them, waiting for their hashes (the build's IntegrityLoadingPlugin), and the page's preloads
 * fetched them early already; two loaders of one file could race, one without the hash.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { IntegrityLookup } from './integrity-lookup';

export function integrityPlugin(lookup: IntegrityLookup): ModuleFederationRuntimePlugin {
  return {
    name: 'codeyatra-subresource-integrity',
    beforePreloadRemote({ preloadOps }) {
      preloadOps.splice(0);
    },
    async loadEntry({ remoteInfo }) {
      await lookup.ready([remoteInfo.entry]);
      return undefined;
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.setAttribute('fetchpriority', 'high');
      lookup.guard(script, url);
      return script;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      lookup.guard(link, url);
      return link;
    },
  };
}
