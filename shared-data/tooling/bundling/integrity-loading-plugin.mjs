// @ts-check
/**
 * A remote's own chunk loading with Subresource Integrity. The federation runtime loads a
 * remote's entry (the shell's runtime plugin gives it its `integrity`), but the chunks and
 * stylesheets of its modules are loaded by the remote's webpack runtime, inside that entry, which
 * no federation hook reaches. This plugin adds to that runtime, for a page that provides
 * `globalThis.__CODEYATRA_INTEGRITY__` (the shell's lookup of each version's signed hashes,
 * shell/src/integrity):
 *   - before a chunk loads, `ready(urls)`: the lookup learns the hashes of the chunk's script and,
 *     when it has one, its stylesheet (from the page, or the version's signed list the shell's
 *     server holds);
 *   - each script and stylesheet element webpack creates is `guard`ed: it gets its `integrity`
 *     and `crossOrigin` (remote files are on another origin), and its failure is reported.
 * The hashes are not built into the remote (they would cost every page a few KB per remote, and a
 * version's hashes are the deploy's, signed, not the build's); a remote's standalone page has no
 * lookup and loads as before. See docs/adr/0008-signed-deploys.md.
 */
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const NAME = 'IntegrityLoadingPlugin';
/** The global the shell's page sets to its integrity lookup. */
export const INTEGRITY_GLOBAL = '__CODEYATRA_INTEGRITY__';
const LOOKUP = `(typeof ${INTEGRITY_GLOBAL} === 'object' && ${INTEGRITY_GLOBAL})`;

/** Gives the element its integrity and CORS mode (and reports its failure). @param {string} element @param {string} url */
const withIntegrity = (element, url) => `if (${LOOKUP}) ${INTEGRITY_GLOBAL}.guard(${element}, ${url});`;

export class IntegrityLoadingPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RuntimeModule, RuntimeGlobals, Template, runtime } = compiler.webpack;
    // A remote's files are on another origin than the shell's pages: loaded in CORS mode (which
    // integrity needs), set before webpack applies its defaults.
    compiler.options.output.crossOriginLoading = 'anonymous';

    /** Wraps `__webpack_require__.e`: a chunk loads once the lookup knows its files' hashes. */
    class WaitForHashes extends RuntimeModule {
      constructor() {
        super('wait for the integrity of chunks', RuntimeModule.STAGE_TRIGGER);
      }

      /** @override */
      generate() {
        const { compilation, chunk } = this;
        // The chunks that have a script, a stylesheet: a chunk of only shared modules the host
        // provides has no file, and asking the lookup for one would read the version's list.
        /** @type {Record<string, 1>} */
        const withJs = {};
        /** @type {Record<string, 1>} */
        const withCss = {};
        const graph = compilation?.chunkGraph;
        for (const child of chunk && graph ? chunk.getAllAsyncChunks() : []) {
          if (child.id === null) continue;
          if (graph?.getChunkModulesIterableBySourceType(child, 'javascript')) withJs[child.id] = 1;
          if (graph?.getChunkModulesIterableBySourceType(child, 'css/mini-extract')) withCss[child.id] = 1;
        }
        const r = RuntimeGlobals.require;
        return Template.asString([
          `var withJs = ${JSON.stringify(withJs)}, withCss = ${JSON.stringify(withCss)};`,
          `var ensure = ${RuntimeGlobals.ensureChunk};`,
          `${RuntimeGlobals.ensureChunk} = function (chunkId) {`,
          Template.indent([
            `if (!${LOOKUP} || !${r}.u) return ensure(chunkId);`,
            `var urls = withJs[chunkId] ? [${RuntimeGlobals.publicPath} + ${r}.u(chunkId)] : [];`,
            `if (withCss[chunkId] && ${r}.miniCssF) urls.push(${RuntimeGlobals.publicPath} + ${r}.miniCssF(chunkId));`,
            `return ${INTEGRITY_GLOBAL}.ready(urls).then(function () { return ensure(chunkId); });`,
          ]),
          '};',
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        Template.asString([source, withIntegrity('script', 'url')]),
      );
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(NAME, (source, names) =>
        Template.asString([source, withIntegrity(names.tag, names.href)]),
      );
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunk).tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new WaitForHashes());
      });
    });
  }
}
