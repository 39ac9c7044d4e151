import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as Zustand from 'zustand';
import * as RegionStore from '@shared-data/platform/region-store';
import * as PlatformModule from '@shared-data/platform';
import * as RouterModule from '@shared-data/platform/router';
import * as SiteContent from '@shared-data/content-site';
import siteContentPackage from '@shared-data/content-site/package.json';
import platformPackage from '@shared-data/platform/package.json';
import zustandPackage from 'zustand/package.json';

const provide = (version: string, lib: unknown) => ({
  version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

/**
 * The modules a server container imports as shared singletons; the server provides every one of
 * them, the shell's own content (@shared-data/content-site) included. (The remotes' content is
 * provided per version set: loaded-build.ts.)
 */
export function sharedModules() {
  const reactVersion = React.version;
  const platform = platformPackage.version;
  return {
    react: provide(reactVersion, React),
    'react/jsx-runtime': provide(reactVersion, ReactJsxRuntime),
    'react-dom': provide(reactVersion, ReactDom),
    zustand: provide(zustandPackage.version, Zustand),
    '@shared-data/platform/region-store': provide(platform, RegionStore),
    '@shared-data/platform': provide(platform, PlatformModule),
    '@shared-data/platform/router': provide(platform, RouterModule),
    '@shared-data/content-site': {
      ...provide(siteContentPackage.version, SiteContent),
      shareConfig: { singleton: true, requiredVersion: false as const },
    },
  };
}
