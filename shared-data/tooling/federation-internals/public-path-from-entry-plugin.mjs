// @ts-check
// Reliance on federation internals (README.md here): a server container's public path from its entry URL.
/** The name under which the shell's server hands a server container its own entry URL. */
export const ENTRY_URL_PARAMETER = '__remoteEntryUrl';

/**
 * A server container's public path: the folder above its entry (<version>/server/remoteEntry.js),
 * found from the entry URL the shell's server evaluated it from. Asset URLs then match the browser build's exactly, and
 * its chunks load from wherever the remote is deployed.
 */
export class PublicPathFromEntryPlugin {
  /** @param {string} remoteName */
  constructor(remoteName) {
    this.remoteName = remoteName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;
    const remoteName = this.remoteName;
    class PublicPathFromEntry extends RuntimeModule {
      constructor() {
        super('public path from the remote entry URL', RuntimeModule.STAGE_BASIC);
      }

      /** @override */
      generate() {
        // The shell's server evaluates the entry inside a function with this parameter (see
        // shell/src/server/remotes/containers/entry-loader.ts): each deployed version knows its own URL.
        return Template.asString([
          `if (typeof ${ENTRY_URL_PARAMETER} !== 'string') throw new Error(${JSON.stringify(`${remoteName}: load this server container with its entry URL (${ENTRY_URL_PARAMETER})`)});`,
          `${RuntimeGlobals.publicPath} = new URL('../', ${ENTRY_URL_PARAMETER}).href;`,
        ]);
      }
    }
    compiler.hooks.thisCompilation.tap('PublicPathFromEntryPlugin', (compilation) => {
      // Always: the federation node runtime's chunk loader reads the public path without asking
      // webpack for it, so a container whose own code never needs it (no asset URLs) had none, and
      // its chunks were looked up by remote name among every loaded container: with two versions
      // of a remote loaded, a new version's new chunk was fetched from the old version's folder.
      compilation.hooks.additionalTreeRuntimeRequirements.tap('PublicPathFromEntryPlugin', (_chunk, set) => {
        set.add(RuntimeGlobals.publicPath);
      });
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.publicPath)
        .tap({ name: 'PublicPathFromEntryPlugin', stage: -10 }, (chunk) => {
          compilation.addRuntimeModule(chunk, new PublicPathFromEntry());
          return true;
        });
    });
  }
}
