// Adds to package-lock.json the platform-specific optional packages (native bindings for other
// operating systems and CPUs) that this machine's npm registry does not serve. npm leaves them out
// of the lock file when it cannot fetch them, and `npm ci` then refuses the lock file as out of
// sync. Each added entry carries its os/cpu/libc, so `npm ci` skips it here without fetching it.
// Run after any `npm install` that changes the lock file: node .ci/complete-lockfile.mjs
import fs from 'node:fs';
import path from 'node:path';

const lockPath = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

/** os, cpu and libc from a native binding's name, e.g. '@rspack/binding-linux-arm-musleabihf'. */
function platformOf(name) {
  const target = name.match(/binding-(.+)$/)?.[1];
  if (!target) return null;
  if (target === 'wasm32-wasi') return { cpu: ['wasm32'] };
  const [os, cpu, abi = ''] = target.split('-');
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [abi.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const parent = location ? `${location}/` : '';
    if (packages[`${parent}node_modules/${name}`] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) {
      console.warn(`Not a platform binding, left alone: ${name} (optional dependency of ${location})`);
      continue;
    }
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform binding entr${added === 1 ? 'y' : 'ies'} to package-lock.json.`);
