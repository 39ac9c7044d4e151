/**
 * What the browser needs for the sections a page rendered, read from each remote's browser
 * manifest (mf-manifest.json) of the version the page was rendered with: their CSS files, and the
 * files to preload so they download in parallel from the HTML instead of one after another.
 */
import type { RemoteName, RouteDeclaration } from '@shared-data/contracts';
import { CONTENT_MODULE, REMOTE_CONTENT, type RemoteContentPackage } from '@shared-data/platform';
import type { InlineSheet } from '../styles';

/** A page's share card in a remote's build (share-images.json beside its manifest). */
export interface ShareImage {
  /** Relative to the version's folder. */
  file: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The part of a remote's browser manifest the server reads, and the share cards of that version's
 * pages (its share-images.json, when the build draws any: page path → card).
 */
export interface BrowserManifest {
  /** The pages the version serves (its routes.json, read with the manifest). */
  routes?: readonly RouteDeclaration[];
  shareImages?: Readonly<Record<string, ShareImage>>;
  /** The version's stylesheets, by absolute URL, to inline in pages (read with the manifest). */
  sheets?: ReadonlyMap<string, InlineSheet>;
  /** The version's server files (container entry and chunks) by URL, each checked against its signed hash. */
  serverFiles?: ReadonlyMap<string, string>;
  /** The signed hashes of the version's browser scripts and stylesheets, by path in its folder (read with the manifest). */
  integrity?: Readonly<Record<string, string>>;
  metaData?: { publicPath?: string; remoteEntry?: { name: string; path: string } };
  /** The modules the version shares or consumes (another team's content among them). */
  shared?: { name: string }[];
  exposes?: {
    path: string;
    assets: { css: { sync: string[]; async: string[] }; js: { sync: string[]; async: string[] } };
  }[];
}

/** A remote's manifest and where it was read from (its files are relative to that URL). */
export interface ManifestAt {
  manifest: BrowserManifest;
  url: string;
}

export interface PageAssets {
  css: string[];
  js: string[];
  manifests: string[];
}

/** Where a version's files are, from its manifest and the URL it was read from. */
function filesBase(manifest: BrowserManifest, url: string): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto' ? new URL(publicPath, url).href : new URL('.', url).href;
}

/** Every stylesheet of a version's exposed modules, as absolute URLs. */
export function stylesheetsOf(manifest: BrowserManifest, url: string): string[] {
  const base = filesBase(manifest, url);
  const files = (manifest.exposes ?? []).flatMap((exposed) => [
    ...exposed.assets.css.sync,
    ...exposed.assets.css.async,
  ]);
  return [...new Set(files.map((file) => new URL(file, base).href))];
}

/**
 * The assets of the given modules ('catalog/HomePage') as absolute URLs: each module's CSS, each
 * remote's manifest (the federation runtime fetches it) and entry, each module's own scripts.
 */
export function assetsOf(
  manifestOf: (remote: RemoteName) => ManifestAt | null,
  moduleIds: readonly string[],
): PageAssets {
  const css = new Set<string>();
  const js = new Set<string>();
  const manifests = new Set<string>();
  for (const id of withOwnersContent(manifestOf, moduleIds)) {
    const [remote, name] = id.split('/') as [RemoteName, string];
    const found = manifestOf(remote);
    const exposed = found?.manifest.exposes?.find((entry) => entry.path === `./${name}`);
    if (!found || !exposed) continue;
    const { manifest, url } = found;
    const base = filesBase(manifest, url);
    const entry = manifest.metaData?.remoteEntry;
    manifests.add(url);
    if (entry) js.add(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href);
    for (const file of [...exposed.assets.css.sync, ...exposed.assets.css.async]) css.add(new URL(file, base).href);
    for (const file of exposed.assets.js.sync) js.add(new URL(file, base).href);
  }
  return { css: [...css], js: [...js], manifests: [...manifests] };
}

/**
 * The modules and the owners' ./Content they receive another team's content from (a remote's
 * manifest lists the content packages it consumes), so the page lists those scripts too instead
 * of the browser finding them only once the consuming module has run.
 */
function withOwnersContent(manifestOf: (remote: RemoteName) => ManifestAt | null, moduleIds: readonly string[]) {
  const ids = new Set(moduleIds);
  for (const id of moduleIds) {
    const remote = id.split('/')[0] as RemoteName;
    for (const { name } of manifestOf(remote)?.manifest.shared ?? []) {
      const owner: RemoteName | undefined = REMOTE_CONTENT[name as RemoteContentPackage];
      if (owner && owner !== remote) ids.add(`${owner}/${CONTENT_MODULE.slice(2)}`);
    }
  }
  return [...ids];
}
