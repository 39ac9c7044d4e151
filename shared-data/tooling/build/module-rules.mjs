// Every build: how a part's TypeScript, CSS (modules named per part) and assets are loaded.
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/**
 * An SVG as a data URL, escaping only what a valid URL cannot hold (most of the text stays as it
 * is, so it stays small and compresses like the text around it). Spaces are among them: browsers
 * take them, but a URL with a space is not valid HTML (the Nu checker: "Illegal character").
 */
function svgDataUrl(svg) {
  const collapsed = svg.trim().replace(/\s+/g, ' ');
  const escaped = collapsed.replace(/[ %#<>?[\\\]^`{|}]/g, encodeURIComponent);
  // Double quotes become single ones, unless the SVG quotes with single ones inside them (a font
  // list: font-family="Inter, 'Segoe UI'"): then they are escaped.
  return `data:image/svg+xml,${escaped.replace(/"/g, collapsed.includes("'") ? '%22' : "'")}`;
}

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
          // Course and learning-path covers (under 1.5 KB each) and students' avatars (under 0.4
          // KB) are written into the page: the first cards' pictures, often the largest paint of a
          // list, and the home page's first screen wait for no request to another origin. Encoded
          // as text, they compress with the rest of the page and script.
          test: /shared-data[\\/]content-catalog[\\/]src[\\/]assets[\\/](courses|bundles|avatars)[\\/][^\\/]+\.svg$/,
          type: 'asset/inline',
          generator: { dataUrl: (content) => svgDataUrl(content.toString()) },
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
