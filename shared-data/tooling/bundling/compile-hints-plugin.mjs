// Every production browser build: V8's explicit compile hint on each script (Chromium 136+). A page
// runs most of what it loads at once (the shared libraries while they are evaluated, the page's
// components while it hydrates), and without the hint V8 compiles each function on its first call,
// on the main thread, in the middle of the page's start. With `//# allFunctionsCalledOnLoad` as
// the file's first line, it compiles them while the script streams in, off the main thread.
// Other engines read the line as a comment. Added after minification (which drops comments) and
// before the source maps are written, so each map still points at the right line.

const HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}
