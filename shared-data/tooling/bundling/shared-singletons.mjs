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
  // State and the platform (@shared-data/platform's entries): exactly one instance for the page.
  // Pure rules (@shared-data/rules) are bundled into each part; content is shared from its owner
  // (shared-content.mjs, docs/adr/0003).
  '@shared-data/platform/region-store',
  '@shared-data/platform',
  // React Router through the site's narrowed facade (@shared-data/platform's src/router.ts): one
  // router, and only the parts of it the site uses.
  '@shared-data/platform/router',
];

/** @param {{ server?: boolean }} [options] */
export function sharedSingletons({ server = false } = {}) {
  // A package's name: '@scope/name' or 'name', without the subpath ('@shared-data/platform/router').
  const packageOf = (name) => name.match(/^(@[^/]+\/)?[^/]+/)[0];
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
