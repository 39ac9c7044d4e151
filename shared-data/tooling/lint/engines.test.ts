/**
 * @jest-environment node
 *
 * The project runs on its own Node.js (the pinned `node` devDependency, ADR 0017), not on the
 * machine's: `npm ci` may run on an older one, so `.npmrc` cannot set engine-strict. This test
 * does its job instead: every package the lock file installs accepts the Node.js the project runs,
 * and the root package's `engines` names that same release line.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}
const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };
const rootPackage = read('package.json') as { engines: { node: string }; devDependencies: Record<string, string> };

describe('the Node.js the project runs', () => {
  it('is the pinned node package, and it is the Node.js running this test', () => {
    const pinned = rootPackage.devDependencies.node;
    expect(semver.valid(pinned)).toBe(pinned);
    expect(process.version).toBe(`v${pinned}`);
  });

  it("satisfies the root package's engines, which an LTS line in support names", () => {
    expect(semver.satisfies(process.version, rootPackage.engines.node)).toBe(true);
    expect(semver.major(process.version) % 2).toBe(0);
    expect(semver.major(process.version)).toBeGreaterThanOrEqual(24);
  });

  it('is accepted by every package the lock file installs', () => {
    const refused = Object.entries(lock.packages)
      .filter(([, entry]) => !entry.optional)
      .map(([location, entry]) => [location, Array.isArray(entry.engines) ? undefined : entry.engines?.node] as const)
      .filter(
        (pair): pair is readonly [string, string] =>
          pair[1] !== undefined && !semver.satisfies(process.version, pair[1], { includePrerelease: true }),
      )
      .map(([location, range]) => `${location} wants node ${range}`);
    expect(refused).toEqual([]);
  });
});
