// How every build resolves modules: TypeScript first; in a production browser build, React
// Router's production build. (Its package exports name the development build for every condition,
// react-router #14102, which ran its development warnings and checks on every page.)
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const extensions = ['.tsx', '.ts', '.js'];
const reactRouterBuild = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

/** @param {{ production?: boolean }} [options] */
export function resolveOptions({ production = false } = {}) {
  if (!production) return { extensions };
  return {
    extensions,
    alias: {
      'react-router$': path.join(reactRouterBuild, 'index.mjs'),
      'react-router/dom$': path.join(reactRouterBuild, 'dom-export.mjs'),
    },
  };
}
