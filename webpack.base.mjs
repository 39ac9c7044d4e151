// The one build recipe every part uses: TypeScript through ts-loader, CSS Modules over the shared design tokens
// extracted to CSS files, local assets, and Module Federation with the shared singletons. A production build makes
// per part the browser build (dist/, or dist/public for the shell; scripts carry V8's compile hint, text files are
// precompressed) and the server build: a remote's server container (dist/server/remoteEntry.js, loaded by the
// shell's server at runtime), or the shell's Node server (dist/server/main.js). Each part's webpack.config.mjs passes
// its folder and name; its port comes from shared-data/parts.json. A remote exposes every src/exposed/<Name>.ts as
// ./<Name> and ships its route declarations (src/routes.json). Plugins, rules and templates are @shared-data/tooling's.
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { HostAssetsPlugin } from '@shared-data/tooling/bundling/host-assets-plugin';
import { IntegrityLoadingPlugin } from '@shared-data/tooling/bundling/integrity-loading-plugin'; // ADR 0008
import { rules } from '@shared-data/tooling/bundling/module-rules';
import { resolveOptions } from '@shared-data/tooling/bundling/resolve';
import { sharedModules } from '@shared-data/tooling/bundling/shared-content';
import { keepRecentFiles } from '@shared-data/tooling/bundling/keep-recent-files';
import { CompileHintsPlugin } from '@shared-data/tooling/bundling/compile-hints-plugin';
import { ModuleListPlugin, moduleListName } from '@shared-data/tooling/bundling/module-list-plugin';
import { precompress } from '@shared-data/tooling/bundling/precompress';
import { RemotesJsonPlugin } from '@shared-data/tooling/bundling/remotes-json-plugin';
import { exposedModules, RoutesJsonPlugin } from '@shared-data/tooling/bundling/routes-json-plugin';
import {
  STANDALONE_RUNTIME_FILE,
  StandaloneRuntimeTagPlugin,
} from '@shared-data/tooling/bundling/standalone-runtime-tag-plugin';
import {
  BundlerRuntimeSwapPlugin,
  PROVIDE_RUNTIME_PLUGIN,
  STANDALONE_RUNTIME,
} from '@shared-data/tooling/federation-internals/bundler-runtime-swap';
import { PublicPathFromEntryPlugin } from '@shared-data/tooling/federation-internals/public-path-from-entry-plugin';
import { standalonePage } from '@shared-data/tooling/bundling/standalone-page';

const require = createRequire(import.meta.url);
const PARTS = require('@shared-data/parts').loadParts();

/** The part's port (parts.json) and, for a remote, webpack's `exposes` (its src/exposed/ folder). */
function partOf(name, dir) {
  const part = name === 'shell' ? PARTS.shell : PARTS.remotes[name];
  if (!part) throw new Error(`shared-data/parts.json has no part named "${name}"`);
  return { port: part.port, exposes: name === 'shell' ? {} : exposedModules(dir, part.fragments) };
}

const resolve = resolveOptions();
function browserConfig({ dir, name, team, port, host, exposes, production, outputPath }) {
  return {
    name: 'browser',
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: './src/index.ts',
    target: 'web',
    output: {
      path: outputPath,
      // The host must use '/': 'auto' breaks deep links such as /courses/x/learn.
      publicPath: host ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      // The server build writes server/ beside it. (A remote's production build goes to a fresh
      // folder of its own, which the deploy lands as a version.)
      clean: !production
        ? true
        : {
            keep: host
              ? keepRecentFiles(outputPath, (file) => file.startsWith('server/'))
              : (file) => file.startsWith('server/'),
          },
    },
    resolve: resolveOptions({ production }),
    module: { rules: rules({ dir, name, production, server: false }) },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedModules({ part: name, production }),
        // Remote locations are registered at runtime, never baked in.
        remotes: {},
        // The default strategy fetches every remote at start-up: one dead remote would blank the site.
        ...(host ? { shareStrategy: 'loaded-first' } : {}),
        // One federation runtime for the page: the shell's entry provides its core as a global
        // (provide-runtime-plugin.ts, not MF's provideExternalRuntime, which bundles a second,
        // CommonJS copy) and the remotes' containers use it (about 16 KB gzip less per remote on a
        // page). The shell's second plugin yields between the steps of loading a remote.
        ...(host ? { runtimePlugins: [PROVIDE_RUNTIME_PLUGIN, `${dir}/src/startup/yield-runtime-plugin.ts`] } : {}),
        experiments: {
          ...(host ? {} : { externalRuntime: true }),
          // Leave out what this build never runs: the runtime's Node script loader (a browser
          // build), and in a remote's container the handler for remotes of its own (remotes are
          // registered with the shell's runtime, never a container's).
          optimization: { target: 'web', ...(host ? {} : { disableRemote: true }) },
        },
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({
        ...(host ? { template: './public/index.html' } : { templateContent: standalonePage(team) }),
        // The shell's production pages get their scripts from its server, after the first paint
        // (shell/src/server/rendering/page-scripts.ts).
        inject: host && production ? false : 'body',
        scriptLoading: 'defer',
        // The shell's server fills the <!--app-…--> markers: keep comments.
        minify: false,
        // A remote's standalone page: from the root of its host (deep links too), without its own
        // container entry, after the federation runtime its container expects.
        ...(host ? {} : { publicPath: '/', excludeChunks: [name] }),
      }),
      ...(host
        ? []
        : [new StandaloneRuntimeTagPlugin(), new BundlerRuntimeSwapPlugin(), new RoutesJsonPlugin({ dir, exposes })]),
      new RemotesJsonPlugin(),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      ...(host ? [new HostAssetsPlugin()] : [new IntegrityLoadingPlugin()]),
      ...(production ? [new CompileHintsPlugin(), ...precompress()] : []),
      // The shell's list sits beside its public folder, not in it.
      ...(production
        ? [new ModuleListPlugin(path.join(host ? path.join(dir, 'dist') : outputPath, moduleListName('browser')))]
        : []),
    ],
    optimization: {
      // Federation needs the runtime inside each entry; keep webpack's defaults otherwise.
      runtimeChunk: false,
    },
    // webpack's own HTML handling would minify index.html and drop the markers the shell's
    // server fills; html-webpack-plugin writes it.
    experiments: { html: false },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}

function federationRuntimeConfig({ dir, production, outputPath }) {
  return {
    name: 'standalone-runtime',
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: STANDALONE_RUNTIME,
    target: 'web',
    output: { path: outputPath, filename: STANDALONE_RUNTIME_FILE, clean: false },
    resolve,
    module: { rules: rules({ dir, name: 'standalone-runtime', production, server: false }) },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A remote's server container: the same exposes, built for Node, loaded by the shell's server over HTTP. */
function remoteServerConfig({ dir, name, exposes, outputPath }) {
  // Beside the browser build, under server/: the public path (the folder above the entry) is
  // then the browser build's too, and chunk URLs are <public path>server/<chunk>.
  return {
    name: 'server',
    context: dir,
    mode: 'production',
    devtool: 'source-map',
    entry: {},
    target: 'async-node',
    output: {
      path: outputPath,
      publicPath: 'auto',
      filename: 'server/[name].[contenthash:8].js',
      chunkFilename: 'server/[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${name}_server`,
      library: { type: 'commonjs-module' },
      // The browser build owns everything outside server/.
      clean: { keep: (file) => !file.startsWith('server/') },
    },
    resolve,
    module: { rules: rules({ dir, name, production: true, server: true }) },
    plugins: [
      new PublicPathFromEntryPlugin(name),
      new ModuleListPlugin(path.join(outputPath, 'server', moduleListName('server'))),
      new ModuleFederationPlugin({
        name,
        filename: 'server/remoteEntry.js',
        exposes,
        shared: sharedModules({ part: name, production: true, server: true }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          require.resolve('@shared-data/platform/server-fetch'),
        ],
        manifest: false,
        dts: false,
      }),
    ],
    // Server code is read by Node, not downloaded: no minifying, a faster build.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The shell's Node server: its pages and layout built for Node, packages loaded from node_modules. */
function hostServerConfig({ dir, name }) {
  return {
    name: 'server',
    context: dir,
    mode: 'production',
    devtool: 'source-map',
    entry: { main: ['./src/server/production-env.ts', './src/server/main.ts'] },
    target: 'node24',
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      // Asset URLs as the browser build writes them (the shell's public path is '/').
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve,
    plugins: [new ModuleListPlugin(path.join(dir, 'dist', moduleListName('server')))],
    module: {
      rules: rules({ dir, name, production: true, server: true }),
      // createRequire is called at runtime, for the remotes' entries; webpack must not resolve it.
      parser: { javascript: { createRequire: false } },
    },
    externalsPresets: { node: true },
    // __dirname is the bundle's folder at runtime (the server finds dist/public beside it).
    node: { __dirname: false, __filename: false },
    externals: [
      // Packages come from node_modules at runtime (one React for the server and every remote);
      // shared-data's workspaces (@shared-data/platform, @shared-data/hosting, ...) are source, so
      // they are built in.
      ({ request }, callback) =>
        /^(@[\w-][\w.-]*\/)?[\w-][\w.-]*(\/.*)?$/.test(request ?? '') && !/^@?shared-data(\/|$)/.test(request)
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    // NODE_ENV is read at runtime (production-env.ts sets it before React loads), not baked in.
    optimization: { minimize: false, nodeEnv: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A production build keeps what it compiled on disk (node_modules/.cache/webpack, one cache per
 * part and bundle): a rebuild compiles only the modules that changed. The cache is dropped when the
 * build recipe (this file, its imports, the part's config), a package or the exposed files change.
 */
function persistentCache(dir, name, bundle, exposes) {
  return {
    type: 'filesystem',
    name: `${name}-${bundle}`,
    version: Object.keys(exposes).join(','),
    cacheDirectory: path.join(import.meta.dirname, 'node_modules', '.cache', 'webpack'),
    buildDependencies: { config: [import.meta.filename, path.join(dir, 'webpack.config.mjs')] },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir       the part's folder (import.meta.dirname of its config)
 * @param {string} options.name      federation name ('shell', 'catalog', ...)
 * @param {string} [options.team]    a remote's name on its standalone page (default: `name`, capitalised)
 */
export function createConfig({ dir, name, team = name[0].toUpperCase() + name.slice(1) }) {
  const host = name === 'shell';
  const { port, exposes } = partOf(name, dir);
  return (env = {}, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build goes where the deploy asks (`--env outputPath=…`, a fresh
    // folder it then lands as an immutable version: @shared-data/tooling's deploy/deploy.mjs).
    const outputPath = host
      ? path.join(dir, 'dist', 'public')
      : path.resolve(dir, env.outputPath ?? path.join('dist', production ? '.build' : ''));
    const browser = browserConfig({ dir, name, team, port, host, exposes, production, outputPath });
    const standalone = host ? [] : [federationRuntimeConfig({ dir, production, outputPath })];
    // Development renders in the browser only (webpack dev servers with hot reload).
    if (!production) return [browser, ...standalone];
    return [
      browser,
      ...standalone,
      host ? hostServerConfig({ dir, name }) : remoteServerConfig({ dir, name, exposes, outputPath }),
    ].map((config) => ({ ...config, cache: persistentCache(dir, name, config.name, exposes) }));
  };
}
