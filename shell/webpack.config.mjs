import { createConfig } from '../webpack.base.mjs';

// The host: no exposes; remotes are registered at runtime from public/remotes.json.
export default createConfig({ dir: import.meta.dirname, name: 'shell', port: 3000, host: true });
