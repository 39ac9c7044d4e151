// The browser builds: remotes.json, the remotes' local addresses from parts.json.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PARTS = require('@shared-data/parts').loadParts();

/**
 * remotes.json beside index.html: where the browser (and the shell's server) finds each remote's
 * manifest. The build writes the local addresses from parts.json; a deployment replaces the file.
 */
export class RemotesJsonPlugin {
  /** Each remote's local manifest, from the parts list. */
  locations = Object.fromEntries(
    Object.entries(PARTS.remotes).map(([name, part]) => [name, `http://localhost:${part.port}/mf-manifest.json`]),
  );

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const locations = this.locations;
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
