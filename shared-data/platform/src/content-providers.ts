/**
 * Content owned by a remote, provided to every other part at runtime (docs/adr/0003). A part that
 * does not own a content package imports it as usual, but its build bundles none of it (a shared
 * module with `import: false`); the page's host registers one provider per package here, which
 * loads the owner's exposed `./Content` (a re-export of the package) through the platform, so the
 * content comes from the owner's version pinned for the page, with the platform's fallback and
 * retry. The shell's own content (@shared-data/content-site) is provided like its other singletons.
 */
import type { RemoteName } from '@shared-data/contracts';

/** Each remote-owned content package and its owner (its package.json's codeyatra.owner: a unit test checks they agree). */
export const REMOTE_CONTENT = {
  '@shared-data/content-catalog': 'catalog',
  '@shared-data/content-membership': 'membership',
} as const satisfies Record<string, RemoteName>;

export type RemoteContentPackage = keyof typeof REMOTE_CONTENT;

/** The module each owner exposes: its content package, whole. */
export const CONTENT_MODULE = './Content';

/** The content packages' version (they are versioned together; a consumer requires none). */
export const CONTENT_VERSION = '1.0.0';

/**
 * The federation runtime's `shared` entries for the remote-owned content: each loads its owner's
 * `./Content` with `load` when a module that imports the package is first loaded.
 * @param failed called when a load failed (the runtime would otherwise keep the failed promise).
 */
export function contentProviders(
  load: (owner: RemoteName) => PromiseLike<unknown>,
  failed: (name: RemoteContentPackage) => void = () => undefined,
) {
  return Object.fromEntries(
    (Object.entries(REMOTE_CONTENT) as [RemoteContentPackage, RemoteName][]).map(([name, owner]) => [
      name,
      {
        version: CONTENT_VERSION,
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: false as const },
        get: () =>
          Promise.resolve(load(owner)).then(
            (module) => () => module,
            (error: unknown) => {
              failed(name);
              throw error;
            },
          ),
      },
    ]),
  );
}
