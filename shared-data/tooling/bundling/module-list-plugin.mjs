// Every production build: the repository's source files that ended up in it (webpack's own module
// graph: the modules of its chunks, the inner modules of concatenated ones, after tree shaking; a
// file imported only for its types is not there). `npm run affected` reads these lists.
import fs from 'node:fs';
import path from 'node:path';

// The repository's root: the module lists name files relative to it.
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** Where a build's list is written: `modules-browser.json` and `modules-server.json`. */
export const moduleListName = (compilationName) => `modules-${compilationName}.json`;

export class ModuleListPlugin {
  /** @param {string} file the list's path */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('ModuleListPlugin', (compilation) => {
      const files = new Set();
      const add = (module) => {
        for (const inner of module.modules ?? [module]) {
          const resource = inner.resource?.split('?')[0];
          if (resource && !resource.includes(`${path.sep}node_modules${path.sep}`)) {
            files.add(path.relative(ROOT, resource).split(path.sep).join('/'));
          }
        }
      };
      for (const chunk of compilation.chunks) {
        for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(module);
      }
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify([...files].sort(), null, 1)}\n`);
    });
  }
}
