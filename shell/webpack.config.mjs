import webpack from 'webpack';
import { shareCard } from '@shared-data/tooling/bundling/share-image';
import { createConfig } from '../webpack.base.mjs';

// The host: no exposes; its port is in shared-data/parts.json, and the remotes are registered at
// runtime from remotes.json (the build writes the local one from parts.json).
const configs = createConfig({ dir: import.meta.dirname, name: 'shell' });

/** The site's share card: pages whose owner drew none share it (see seo/page-head). */
const SITE_CARD = {
  brand: 'CodeYatra',
  kicker: 'Online programming courses',
  title: 'Learn to code with real projects',
  tagline: 'Web development, Python, Django and DSA',
};

export default async (env, argv) => {
  const list = configs(env, argv);
  if (argv.mode !== 'production') return list;
  const { png, hash } = await shareCard(SITE_CARD);
  const file = `share/site.${hash}.png`;
  // Its address is known before the bundles are built: both the browser's and the server's read it.
  for (const config of list) {
    (config.plugins ??= []).push(
      new webpack.DefinePlugin({ 'process.env.SITE_SHARE_IMAGE': JSON.stringify(`/${file}`) }),
    );
  }
  list[0].plugins.push({
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('SiteShareCard', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'SiteShareCard', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(file, new sources.RawSource(png), { immutable: true }),
        );
      });
    },
  });
  return list;
};
