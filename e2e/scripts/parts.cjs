// The five deployable parts of the composed site and where each is served locally.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const PARTS = [
  { name: 'shell', dir: 'shell', port: 3000, spa: true, cors: false },
  { name: 'catalog', dir: 'mfe-catalog', port: 3001, spa: true, cors: true },
  { name: 'membership', dir: 'mfe-membership', port: 3002, spa: true, cors: true },
  { name: 'learn', dir: 'mfe-learn', port: 3003, spa: true, cors: true },
  { name: 'dashboard', dir: 'mfe-dashboard', port: 3004, spa: true, cors: true },
];

export const distOf = (part) => path.join(ROOT, part.dir, 'dist');
export const partByName = (name) => PARTS.find((part) => part.name === name || part.dir === name);
