// The shell's build: which CSS and scripts its server writes into every page's HTML.
/** Where the shell's server finds its own CSS (every stylesheet of its browser build) and startup scripts. */
export const HOST_ASSETS_FILE = 'ssr-assets.json';

export class HostAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HostAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HostAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const css = [...compilation.chunks].flatMap((chunk) =>
            [...chunk.files].filter((file) => file.endsWith('.css')),
          );
          // The scripts every page starts with after the entry: the bootstrap and the shared
          // libraries the shell provides (the chunk groups right below the entry), so the server
          // can ask for them from the HTML instead of the entry asking for them after it runs.
          const startup = [...compilation.entrypoints.values()]
            .flatMap((entrypoint) => entrypoint.getChildren())
            .flatMap((group) => group.chunks)
            .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          // The entry itself: the server asks for it after the startup chunks (their order matters).
          const entry = [...compilation.entrypoints.values()]
            .flatMap((entrypoint) => entrypoint.getFiles())
            .filter((file) => file.endsWith('.js'));
          compilation.emitAsset(
            HOST_ASSETS_FILE,
            new sources.RawSource(
              JSON.stringify({
                css: [...new Set(css)],
                startupJs: [...new Set(startup)],
                entryJs: [...new Set(entry)],
              }),
            ),
          );
        },
      );
    });
  }
}
