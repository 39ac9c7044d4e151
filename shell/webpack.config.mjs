import { createConfig } from '../webpack.base.mjs';

// The host: no exposes; its port is in shared-data/parts.json, and the remotes are registered at
// runtime from remotes.json (the build writes the local one from parts.json).
export default createConfig({ dir: import.meta.dirname, name: 'shell' });
