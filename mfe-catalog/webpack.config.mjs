import { createConfig } from '../webpack.base.mjs';
import { ShareImagesPlugin } from './bundling/share-images.mjs';

// The Catalogue team's remote. Its port and exposed modules are listed in shared-data/parts.json;
// exposed ./Name is src/exposed/Name.ts, checked against shared-data's contract by the type check.
const configs = createConfig({ dir: import.meta.dirname, name: 'catalog', team: 'Catalogue' });

// Its production browser build also draws the course and learning-path pages' share cards.
export default (env, argv) => {
  const [browser, ...rest] = configs(env, argv);
  if (argv.mode === 'production') browser.plugins.push(new ShareImagesPlugin());
  return [browser, ...rest];
};
