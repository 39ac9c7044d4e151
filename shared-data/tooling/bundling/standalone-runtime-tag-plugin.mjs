// A remote's standalone page: the federation runtime's script before its entry scripts.
import HtmlWebpackPlugin from 'html-webpack-plugin';

export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** Puts federation-runtime.js before the entry scripts of a remote's standalone page. */
export class StandaloneRuntimeTagPlugin {
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
