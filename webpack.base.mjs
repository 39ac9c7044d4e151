// The one build recipe every part uses: TypeScript through ts-loader, CSS Modules over the shared
// design tokens, local assets, and the Module Federation plugin with the shared singletons. Each
// part's webpack.config.mjs passes its name, port and what it exposes.
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

/** One copy of each at runtime, whoever loads first provides it (the shell, in the composed site). */
export function sharedSingletons() {
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${versionOf(name)}` });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    // The region store: state, so exactly one instance for the page. Static content and pure
    // rules from shared-data are bundled into each part instead (see README, "Decisions").
    'shared-data/region-store': { singleton: true, requiredVersion: '^1.0.0' },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir       the part's folder (import.meta.dirname of its config)
 * @param {string} options.name      federation name ('shell', 'catalog', ...)
 * @param {number} options.port      dev-server port
 * @param {boolean} [options.host]   true for the shell
 * @param {Record<string,string>} [options.exposes]
 */
export function createConfig({ dir, name, port, host = false, exposes = {} }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: './src/index.ts',
      output: {
        path: path.join(dir, 'dist'),
        // The host must use '/': 'auto' breaks deep links such as /courses/x/learn.
        publicPath: host ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
      },
      module: {
        rules: [
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
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    // The part's name in every class keeps one team's CSS out of another's.
                    localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`,
                    localIdentHashSalt: name,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: ['style-loader', 'css-loader'],
          },
          {
            test: /\.(svg|png|jpe?g|webp|ico)$/,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(),
          // Remote locations are registered at runtime from remotes.json, never baked in.
          remotes: {},
          // The default strategy fetches every remote at start-up: one dead remote would blank the site.
          ...(host ? { shareStrategy: 'loaded-first' } : {}),
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body', scriptLoading: 'defer' }),
        new CopyWebpackPlugin({
          patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
        }),
      ],
      optimization: {
        // Federation needs the runtime inside each entry; keep webpack's defaults otherwise.
        runtimeChunk: false,
      },
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
  };
}
