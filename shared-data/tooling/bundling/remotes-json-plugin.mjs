// The browser builds: remotes.json, the remotes' local addresses from parts.json.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PARTS = require('@shared-data/parts').loadParts();
const signingKeys = require('../deploy/signing-keys.cjs');

/**
 * remotes.json beside index.html: where the browser (and the shell's server) finds each remote's
 * manifest, and the public keys the shell's server checks each remote's signed pointer with. The
 * build writes the local addresses from parts.json and this machine's keys; a deployment replaces
 * the file.
 */
export class RemotesJsonPlugin {
  /** Each remote's local manifest, from the parts list, and its public deploy keys. */
  get locations() {
    return Object.fromEntries(
      Object.entries(PARTS.remotes).map(([name, part]) => [
        name,
        { manifest: `http://localhost:${part.port}/mf-manifest.json`, keys: signingKeys.publicKeys(name) },
      ]),
    );
  }

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
