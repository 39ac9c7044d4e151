// Every build: how a part's TypeScript, CSS (modules named per part) and assets are loaded.
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/** Draws the content's picture recipes (imagery/recipe.mjs). */
const IMAGERY_LOADER = path.join(import.meta.dirname, 'imagery', 'loader.mjs');

export function rules({ dir, name, production, server }) {
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
      oneOf: [
        {
          // The content's pictures (course and path covers, people's portraits, partner marks):
          // their files are recipes the build draws from simple-icons and DiceBear (imagery/).
          // Files of their own, content-hashed and cached for good by the part's host: a card
          // list names each picture by URL instead of carrying kilobytes of paths per card.
          test: /shared-data[\\/]content-[a-z]+[\\/]src[\\/]assets[\\/].+\.svg$/,
          type: 'asset/resource',
          generator: { emit: !server },
          use: [{ loader: IMAGERY_LOADER }],
        },
        {
          type: 'asset/resource',
          // The browser build ships the files; the server only needs their URLs.
          generator: { emit: !server },
        },
      ],
    },
  ];
}
