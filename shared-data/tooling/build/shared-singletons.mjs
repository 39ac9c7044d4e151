// Every build: the modules shared at runtime as singletons, with the versions the parts require.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

/** Shared at runtime, one copy each, whoever loads first provides it (the shell, in the composed site). */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  // State and the platform: exactly one instance for the page. Pure rules from shared-data are
  // bundled into each part; content is shared from its owner (shared-content.mjs, docs/adr/0003).
  'shared-data/region-store',
  'shared-data/platform',
  // React Router through the site's narrowed facade (see shared-data/src/router): one router, and
  // only the parts of it the site uses.
  'shared-data/router',
];

/** @param {{ server?: boolean }} [options] */
export function sharedSingletons({ server = false } = {}) {
  const packageOf = (name) => (name.startsWith('shared-data/') ? 'shared-data' : name.replace(/\/$/, ''));
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: `^${versionOf(packageOf(name))}`,
        // On the server the shell provides every shared module: a server container never carries
        // a copy of its own (two Reacts would break rendering).
        ...(server ? { import: false } : {}),
      },
    ]),
  );
}
