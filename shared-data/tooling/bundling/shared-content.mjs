// Every build: the content packages, each owned by one part (its package.json's codeyatra.owner;
// README, "Change content"). Only the owner's build contains a content file. Every other part
// imports the package as usual, but its build declares it a shared module with nothing bundled
// (`import: false`): at runtime it receives the owner's pinned copy, which the page's host
// provides (docs/adr/0003): the shell's own site content as a singleton, a remote's content as a
// lazy provider that loads the owner's exposed ./Content through the platform.
import fs from 'node:fs';
import path from 'node:path';
import partsModule from '@shared-data/parts';
import { sharedSingletons } from './shared-singletons.mjs';

const SHARED_DATA = path.join(import.meta.dirname, '..', '..');
const PARTS = partsModule.loadParts();

/** A part's federation name ('shell', 'catalog', ...) from its folder (an owner is named by its folder). */
function partNamed(dir) {
  if (dir === PARTS.shell.dir) return 'shell';
  const found = Object.entries(PARTS.remotes).find(([, part]) => part.dir === dir);
  if (!found) throw new Error(`No part of shared-data/parts.json lives in ${dir}`);
  return found[0];
}

/** The content packages: name, version, owning part (its federation name), folder. */
export const CONTENT_PACKAGES = fs
  .readdirSync(SHARED_DATA)
  .filter((dir) => dir.startsWith('content-'))
  .map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(SHARED_DATA, dir, 'package.json'), 'utf8'));
    if (!pkg.codeyatra?.owner) throw new Error(`shared-data/${dir}/package.json names no codeyatra.owner`);
    return { name: pkg.name, version: pkg.version, owner: partNamed(pkg.codeyatra.owner), dir: `shared-data/${dir}` };
  });

/**
 * The `shared` entries of a part's build for the content it does not own (the shell also shares
 * the content it owns: it provides it to every part, like its other singletons).
 * A development build keeps a copy of its own as the fallback, so a remote's standalone app runs
 * without the owners' dev servers; a production build (browser and server) bundles none.
 * @param {{ part: string, production: boolean, server?: boolean }} options
 */
export function sharedContent({ part, production, server = false }) {
  return Object.fromEntries(
    CONTENT_PACKAGES.filter((content) => content.owner !== part || part === 'shell').map((content) => [
      content.name,
      {
        singleton: true,
        requiredVersion: false,
        ...(content.owner === part ? {} : production || server ? { import: false } : {}),
      },
    ]),
  );
}

/**
 * Everything a part's build shares: the singletons and the content.
 * @param {{ part: string, production: boolean, server?: boolean }} options
 */
export const sharedModules = (options) => ({ ...sharedSingletons(options), ...sharedContent(options) });
