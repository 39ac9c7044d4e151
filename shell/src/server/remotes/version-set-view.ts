/**
 * Everything a render needs of the remotes, for the one set of versions it was started with: the
 * pages they declare (the route table), the platform its sections load their modules from, their assets and stylesheets, the page's share
 * card, and where the browser loads each remote from (pinned to those versions, so hydration meets
 * the code that rendered the HTML).
 */
import { REMOTE_NAMES, type RemoteLocations, type RemoteName } from '@shared-data/contracts';
import { NotExposedError, remoteModuleId, type Platform } from '@shared-data/platform';
import type { RemoteRoutes } from '../../app/routes';
import type { InlineSheet } from '../styles';
import type { LoadedBuild } from './containers/loaded-build';
import { assetsOf, type PageAssets, type ShareImage } from './remote-assets';
import { versionFileUrl, versionManifestUrl } from './remote-locations';
import { pageIntegrity } from './page-integrity';
import type { PageIntegrity } from '../../integrity/page-integrity';
import type { RemoteState } from './remote-state';
import { versionSetKey, type VersionSet } from './version-set';

export interface VersionSetView {
  /** One string per set of versions: part of the HTML cache key. */
  key: string;
  /**
   * The pages each remote declares in these versions (their routes.json). A remote that is down
   * keeps the routes of its last current version: its pages answer with their fallback, not 404;
   * one never read since the start is left out (its routes are unknown).
   */
  routes(): RemoteRoutes;
  /** The platform a render runs on: each remote's modules from its version in the set. */
  platform: Platform;
  /** The assets of the given modules (see remote-assets.ts). */
  assetsOf(moduleIds: readonly string[]): PageAssets;
  /** A stylesheet of one of the versions, ready to inline (undefined when not read). */
  sheetOf(href: string): InlineSheet | undefined;
  /** The share card a remote's build drew for a page (a path with a slug), as an absolute URL. */
  shareImageOf(path: string): (ShareImage & { url: string }) | null;
  /** Where the browser loads each remote from: the manifest of the version the page was rendered with. */
  browserLocations(): RemoteLocations;
  /** Each remote's unversioned manifest (its current version): where a browser turns when a pinned version is gone. */
  latestLocations(): RemoteLocations;
  /** The remotes a signed per-developer override replaces in this view (../overrides/): none when absent. */
  overridden?: readonly RemoteName[];
  /** The signed hashes of these files (the page's), per remote version (page-integrity.ts). */
  integrityOf(urls: readonly string[]): PageIntegrity;
}

export interface RemotesNow {
  remotes: Readonly<Record<RemoteName, RemoteState>>;
  /** remotes.json as it is when asked (read again when it changes). */
  latest(): RemoteLocations;
  /** The loaded build of a remote's version (made on first use); undefined when it has no manifest. */
  buildOf(state: RemoteState, version: string): LoadedBuild | undefined;
}

/** The pages each remote declares in these versions (a remote that is down: its last current version's). */
function routesOf(remotes: RemotesNow['remotes'], versions: VersionSet): RemoteRoutes {
  return Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => {
      const { manifests, pointer } = remotes[name];
      const version = versions[name] === 'down' ? pointer?.current : versions[name];
      const routes = version ? manifests.get(version)?.routes : undefined;
      return routes ? [[name, routes]] : [];
    }),
  ) as RemoteRoutes;
}

export function versionSetView({ remotes, latest, buildOf }: RemotesNow, versions: VersionSet): VersionSetView {
  const manifestUrl = (name: RemoteName) => versionManifestUrl(remotes[name].base, versions[name]);
  const manifestOf = (name: RemoteName) => remotes[name].manifests.get(versions[name]);
  return {
    key: versionSetKey(versions),
    routes: () => routesOf(remotes, versions),
    platform: {
      loadModule: (remote, exposed) => {
        const id = remoteModuleId(remote, exposed);
        const state = remotes[remote];
        const version = versions[remote];
        const build = version === 'down' || state.status === 'down' ? undefined : buildOf(state, version);
        if (!build) return Promise.reject(new Error(`Remote ${remote} is down`)) as never;
        // A module the version does not expose is its caller's mistake: the container is not asked.
        const exposes = state.manifests.get(version)?.exposes;
        if (exposes && !exposes.some((entry) => entry.path === exposed)) {
          return Promise.reject(new NotExposedError(remote, exposed)) as never;
        }
        return build.loadModule(id) as never;
      },
    },
    assetsOf: (moduleIds) =>
      assetsOf((remote) => {
        const manifest = manifestOf(remote);
        return manifest ? { manifest, url: manifestUrl(remote) } : null;
      }, moduleIds),
    sheetOf: (href) => {
      for (const name of REMOTE_NAMES) {
        const sheet = manifestOf(name)?.sheets?.get(href);
        if (sheet) return sheet;
      }
      return undefined;
    },
    shareImageOf: (path) => {
      for (const name of REMOTE_NAMES) {
        const card = manifestOf(name)?.shareImages?.[path];
        if (card) return { ...card, url: new URL(card.file, manifestUrl(name)).href };
      }
      return null;
    },
    browserLocations: () =>
      Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, versions[name] === 'down' ? latest()[name] : manifestUrl(name)]),
      ) as RemoteLocations,
    latestLocations: () => latest(),
    integrityOf: (urls) =>
      pageIntegrity((name) => {
        const hashes = manifestOf(name)?.integrity;
        const version = versions[name];
        return hashes ? { version, base: versionFileUrl(remotes[name].base, version, ''), hashes } : null;
      }, urls),
  };
}
