import { createConfig } from '../webpack.base.mjs';

// The Dashboard team's remote. Keep the exposed names in step with REMOTE_MODULES in shared-data/src/contracts.ts.
export default createConfig({
  dir: import.meta.dirname,
  name: 'dashboard',
  port: 3004,
  exposes: {
    './DashboardPage': './src/pages/dashboard/DashboardPage.tsx',
  },
});
