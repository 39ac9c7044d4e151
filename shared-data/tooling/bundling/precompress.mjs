// Every browser build: its text files also precompressed, for the static hosts.
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Each text file of a browser build also as .gz and .br, for the static hosts to send as they are. */
export function precompress() {
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
