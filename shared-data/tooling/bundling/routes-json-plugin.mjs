// A remote's route declarations (src/routes.json), shipped with each of its builds.
import fs from 'node:fs';
import path from 'node:path';

/**
 * A remote's exposed modules: every `src/exposed/<Name>.ts(x)` is `./<Name>` (its pages and
 * fragments). Throws when a fragment parts.json names has no file.
 */
export function exposedModules(dir, fragments = {}) {
  const folder = path.join(dir, 'src', 'exposed');
  const exposes = Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((file) => /^[A-Z][A-Za-z0-9]*\.tsx?$/.test(file))
      .sort()
      .map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/exposed/${file}`]),
  );
  for (const fragment of Object.keys(fragments)) {
    if (!exposes[fragment]) throw new Error(`parts.json names the fragment ${fragment}: ${folder} has no such file`);
  }
  return exposes;
}

/**
 * routes.json beside the remote's manifest: the pages it serves (path, exposed page, label), as its
 * team declared them in src/routes.json. The shell's server reads it with each version and composes
 * its route table from it, so a new page needs no shell build. The build fails when a route names a
 * page that is not exposed (the shell would otherwise find out at its first visitor).
 */
export class RoutesJsonPlugin {
  /** @param {{ dir: string, exposes: Record<string, string> }} options */
  constructor({ dir, exposes }) {
    this.file = path.join(dir, 'src', 'routes.json');
    this.exposes = exposes;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutesJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          let routes;
          try {
            routes = JSON.parse(fs.readFileSync(this.file, 'utf8'));
          } catch (error) {
            compilation.errors.push(new WebpackError(`${this.file} could not be read: ${error.message}`));
            return;
          }
          const missing = (Array.isArray(routes) ? routes : []).filter((route) => !this.exposes[route?.page]);
          for (const route of missing) {
            compilation.errors.push(
              new WebpackError(`${this.file}: ${route?.path} names ${route?.page}, which src/exposed/ does not have`),
            );
          }
          compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
        },
      );
    });
  }
}
