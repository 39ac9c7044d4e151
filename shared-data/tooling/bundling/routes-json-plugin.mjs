// A remote's route declarations (src/routes.json), checked and shipped with each of its builds.
import fs from 'node:fs';
import path from 'node:path';
import { readRouteDeclarations, routesFileOf } from './route-declarations.mjs';

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
 * routes.json beside the remote's manifest: the pages it serves (path, exposed page, label, nav...),
 * as its team declared them in src/routes.json. The shell's server reads it with each version and
 * composes its route table and navigation from it, so a new page needs no shell build. The build
 * fails on a declaration the shell would refuse (checked by the shell's own parser: a bad path or
 * nav group, a path declared twice, an example that is not one of its URLs...) and on a route
 * naming a page src/exposed/ does not have: the team hears it from its build, not from the shell
 * keeping its last good version.
 */
export class RoutesJsonPlugin {
  /** @param {{ dir: string, exposes: Record<string, string> }} options */
  constructor({ dir, exposes }) {
    this.dir = dir;
    this.file = routesFileOf(dir);
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
            routes = readRouteDeclarations(this.dir, path.basename(this.dir));
          } catch (error) {
            compilation.errors.push(new WebpackError(error.message));
            return;
          }
          for (const route of routes.filter((declared) => !this.exposes[declared.page])) {
            compilation.errors.push(
              new WebpackError(`${this.file}: ${route.path} names ${route.page}, which src/exposed/ does not have`),
            );
          }
          compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
        },
      );
    });
  }
}
