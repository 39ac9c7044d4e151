/**
 * The federation runtime for a remote's standalone page. In the composed site the shell's entry
 * provides the page's one copy of the runtime core and of the webpack bundler runtime
 * (provide-runtime-plugin.ts) and every remote's container uses them instead of carrying its own.
 * A remote opened on its own has no shell, so its page loads this small script first (built apart
 * from the remote as federation-runtime.js, the STANDALONE_RUNTIME entry of bundler-runtime-swap.mjs;
 * see README.md here) to provide the same globals.
 */
import { provideFederationRuntime } from './provide-runtime-plugin';

provideFederationRuntime({ name: 'standalone', version: '' });
