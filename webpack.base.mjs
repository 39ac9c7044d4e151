// The one build recipe every part uses: TypeScript through ts-loader, CSS Modules over the shared
// design tokens extracted to CSS files, local assets, and Module Federation with the shared
// singletons. A production build makes two things per part:
//   - the browser build (dist/, or dist/public for the shell), precompressed with gzip and brotli;
//   - the server build: a remote's server container (dist/server/remoteEntry.js, loaded by the
//     shell's server at runtime), or the shell's Node server (dist/server/main.js).
// Each part's webpack.config.mjs passes its folder and name; its port and what it exposes come from
// shared-data/parts.json, the one list of parts (a remote's exposed ./Name is src/exposed/Name.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;
const SHARED_DATA_SRC = path.join(import.meta.dirname, 'shared-data', 'src');
const PARTS = require('shared-data/parts.json');

/** The part's entry in parts.json: its port and, for a remote, webpack's `exposes`. */
function partOf(name) {
  const part = name === 'shell' ? PARTS.shell : PARTS.remotes[name];
  if (!part) throw new Error(`shared-data/parts.json has no part named "${name}"`);
  const exposes = Object.fromEntries(
    Object.keys(part.exposes ?? {}).map((exposed) => [exposed, `./src/exposed/${exposed.slice(2)}.ts`]),
  );
  return { port: part.port, exposes };
}

/**
 * remotes.json beside index.html: where the browser (and the shell's server) finds each remote's
 * manifest. The build writes the local addresses from parts.json; a deployment replaces the file.
 */
class RemotesJsonPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const locations = Object.fromEntries(
      Object.entries(PARTS.remotes).map(([name, part]) => [name, `http://localhost:${part.port}/mf-manifest.json`]),
    );
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotesJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('remotes.json', new sources.RawSource(`${JSON.stringify(locations, null, 2)}\n`));
        },
      );
    });
  }
}

/** Shared at runtime, one copy each, whoever loads first provides it (the shell, in the composed site). */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'zustand',
  // State and the platform: exactly one instance for the page. Static content and pure rules from
  // shared-data are bundled into each part instead (see README, "Decisions").
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

/**
 * The shell's files written within this time survive its rebuild, so a browser still on the
 * previous shell finds the chunks it was built with. (The remotes' builds are versions that
 * stay whole until retention removes them.)
 */
const KEEP_PREVIOUS_SHELL_MS = 15 * 60 * 1000;

function keepRecentFiles(outputPath, keepAlso) {
  return (file) => {
    if (keepAlso(file)) return true;
    try {
      return Date.now() - fs.statSync(path.join(outputPath, file)).mtimeMs < KEEP_PREVIOUS_SHELL_MS;
    } catch {
      return false;
    }
  };
}

function rules({ dir, name, production, server }) {
  const extract = server ? [] : [MiniCssExtractPlugin.loader];
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'ts-loader',
        // Type checking is `npm run typecheck`'s job; the build only transpiles.
        options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
      },
    },
    {
      test: /\.module\.css$/,
      use: [
        ...extract,
        {
          loader: 'css-loader',
          options: {
            modules: {
              // The part's name in every class keeps one team's CSS out of another's. The server
              // build computes the same names and emits no CSS.
              localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`,
              localIdentHashSalt: name,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: server,
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [
        ...extract,
        { loader: 'css-loader', options: server ? { modules: { mode: 'global', exportOnlyLocals: true } } : {} },
      ],
    },
    {
      test: /\.(svg|png|jpe?g|webp|ico|woff2?)$/,
      type: 'asset/resource',
      // The browser build ships the files; the server only needs their URLs.
      generator: { emit: !server },
    },
  ];
}

const resolve = { extensions: ['.tsx', '.ts', '.js'] };

/** The name under which the shell's server hands a server container its own entry URL. */
export const ENTRY_URL_PARAMETER = '__remoteEntryUrl';

/**
 * A server container's public path: the folder above its entry (<version>/server/remoteEntry.js),
 * found from the entry URL the shell's server evaluated it from. Asset URLs then match the browser build's exactly, and
 * its chunks load from wherever the remote is deployed.
 */
class PublicPathFromEntryPlugin {
  constructor(remoteName) {
    this.remoteName = remoteName;
  }

  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;
    const remoteName = this.remoteName;
    class PublicPathFromEntry extends RuntimeModule {
      constructor() {
        super('public path from the remote entry URL', RuntimeModule.STAGE_BASIC);
      }

      generate() {
        // The shell's server evaluates the entry inside a function with this parameter (see
        // shell/src/server/container-loader.ts): each deployed version knows its own URL.
        return Template.asString([
          `if (typeof ${ENTRY_URL_PARAMETER} !== 'string') throw new Error(${JSON.stringify(`${remoteName}: load this server container with its entry URL (${ENTRY_URL_PARAMETER})`)});`,
          `${RuntimeGlobals.publicPath} = new URL('../', ${ENTRY_URL_PARAMETER}).href;`,
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('PublicPathFromEntryPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.publicPath)
        .tap({ name: 'PublicPathFromEntryPlugin', stage: -10 }, (chunk) => {
          compilation.addRuntimeModule(chunk, new PublicPathFromEntry());
          return true;
        });
    });
  }
}

/** Where the shell's server finds its own CSS (every stylesheet of its browser build) and startup scripts. */
export const HOST_ASSETS_FILE = 'ssr-assets.json';

class HostAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HostAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const css = [...compilation.chunks].flatMap((chunk) =>
            [...chunk.files].filter((file) => file.endsWith('.css')),
          );
          // The scripts every page starts with after the entry: the bootstrap and the shared
          // libraries the shell provides (the chunk groups right below the entry), so the server
          // can ask for them from the HTML instead of the entry asking for them after it runs.
          const startup = [...compilation.entrypoints.values()]
            .flatMap((entrypoint) => entrypoint.getChildren())
            .flatMap((group) => group.chunks)
            .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          compilation.emitAsset(
            HOST_ASSETS_FILE,
            new sources.RawSource(JSON.stringify({ css: [...new Set(css)], startupJs: [...new Set(startup)] })),
          );
        },
      );
    });
  }
}

function precompress() {
  const test = /\.(js|css|html|svg|json|txt|xml)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

function browserConfig({ dir, name, port, host, exposes, production, outputPath }) {
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
    resolve,
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
        shared: sharedSingletons(),
        // Remote locations are registered at runtime, never baked in.
        remotes: {},
        // The default strategy fetches every remote at start-up: one dead remote would blank the site.
        ...(host ? { shareStrategy: 'loaded-first' } : {}),
        // One federation runtime for the page: the shell's entry provides its core as a global
        // (provide-runtime-plugin.ts, not MF's provideExternalRuntime, which bundles a second,
        // CommonJS copy) and the remotes' containers use it (about 16 KB gzip less per remote on a
        // page). A remote's standalone page gets the core from federation-runtime.js.
        ...(host ? { runtimePlugins: [path.join(SHARED_DATA_SRC, 'platform', 'provide-runtime-plugin.ts')] } : {}),
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
        template: './public/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        // The shell's server fills the <!--app-…--> markers: keep comments.
        minify: false,
        // A remote's standalone page: from the root of its host (deep links too), without its own
        // container entry, after the federation runtime its container expects.
        ...(host ? {} : { publicPath: '/', excludeChunks: [name] }),
      }),
      ...(host ? [] : [new StandaloneRuntimeTagPlugin(), bundlerRuntimeFromHost()]),
      new RemotesJsonPlugin(),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      ...(host ? [new HostAssetsPlugin()] : []),
      ...(production ? precompress() : []),
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

/**
 * In a remote's browser container, the webpack bundler runtime federation's entry code imports is
 * the one the page's host provides (shared-data/src/platform/bundler-runtime-from-host.ts): about
 * 3.5 KB gzip less per remote on a page, as `externalRuntime` does for the runtime core.
 */
function bundlerRuntimeFromHost() {
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
    path.join(SHARED_DATA_SRC, 'platform', 'bundler-runtime-from-host.ts'),
  );
}

const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** Puts federation-runtime.js before the entry scripts of a remote's standalone page. */
class StandaloneRuntimeTagPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StandaloneRuntimeTagPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('StandaloneRuntimeTagPlugin', (data) => {
        data.assetTags.scripts.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `/${STANDALONE_RUNTIME_FILE}` }),
        );
        return data;
      });
    });
  }
}

/**
 * federation-runtime.js: the federation runtime core for a remote's standalone page, built apart
 * from the remote (whose build treats the core as provided by the page).
 */
function federationRuntimeConfig({ dir, production, outputPath }) {
  return {
    name: 'standalone-runtime',
    context: dir,
    mode: production ? 'production' : 'development',
    devtool: false,
    entry: path.join(SHARED_DATA_SRC, 'standalone', 'federation-runtime.ts'),
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
      new ModuleFederationPlugin({
        name,
        filename: 'server/remoteEntry.js',
        exposes,
        shared: sharedSingletons({ server: true }),
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          path.join(SHARED_DATA_SRC, 'platform', 'server-fetch-plugin.ts'),
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
    target: 'node20',
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
      // shared-data is source, so it is built in.
      ({ request }, callback) =>
        /^(@[\w-][\w.-]*\/)?[\w-][\w.-]*(\/.*)?$/.test(request ?? '') && !request.startsWith('shared-data')
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
 * @param {object} options
 * @param {string} options.dir       the part's folder (import.meta.dirname of its config)
 * @param {string} options.name      federation name ('shell', 'catalog', ...)
 */
export function createConfig({ dir, name }) {
  const host = name === 'shell';
  const { port, exposes } = partOf(name);
  return (env = {}, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build goes where the deploy asks (`--env outputPath=…`, a fresh
    // folder it then lands as an immutable version: shared-data/server/deploy.mjs).
    const outputPath = host
      ? path.join(dir, 'dist', 'public')
      : path.resolve(dir, env.outputPath ?? path.join('dist', production ? '.build' : ''));
    const browser = browserConfig({ dir, name, port, host, exposes, production, outputPath });
    const standalone = host ? [] : [federationRuntimeConfig({ dir, production, outputPath })];
    // Development renders in the browser only (webpack dev servers with hot reload).
    if (!production) return [browser, ...standalone];
    return [
      browser,
      ...standalone,
      host ? hostServerConfig({ dir, name }) : remoteServerConfig({ dir, name, exposes, outputPath }),
    ];
  };
}
