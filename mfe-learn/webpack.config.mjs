import { createConfig } from '../webpack.base.mjs';

// The Learn team's remote. Keep the exposed names in step with REMOTE_MODULES in shared-data/src/contracts.ts.
export default createConfig({
  dir: import.meta.dirname,
  name: 'learn',
  port: 3003,
  exposes: {
    './LearnPage': './src/pages/learn/LearnPage.tsx',
  },
});
