import { createConfig } from '../webpack.base.mjs';

// The Catalogue team's remote. Its port and exposed modules are listed in shared-data/parts.json;
// exposed ./Name is src/exposed/Name.ts, checked against shared-data's contract by the type check.
export default createConfig({ dir: import.meta.dirname, name: 'catalog' });
