/** One Jest run over every part and every shared-data workspace; each is a project with the same transform. */
const fs = require('node:fs');
const path = require('node:path');

/** The way up from a project's folder to the repository's root ('../', or '../../' for shared-data's workspaces). */
const rootOf = (name) => '../'.repeat(name.split('/').length);

/** Every part of shared-data/parts.json, the one list of parts. */
const partsJson = require('@shared-data/parts').loadParts();
/** shared-data's workspaces: one folder with a package.json each (content, rules, contracts, platform, ui, ...). */
const sharedDataWorkspaces = fs
  .readdirSync(path.join(__dirname, 'shared-data'), { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, 'shared-data', entry.name, 'package.json')),
  )
  .map((entry) => `shared-data/${entry.name}`);
const projects = [
  ...sharedDataWorkspaces,
  partsJson.shell.dir,
  ...Object.values(partsJson.remotes).map((part) => part.dir),
  // The end-to-end workspace's own scripts (the bench's arithmetic); its browser tests are Playwright's.
  'e2e',
];
/** Workspaces whose files sit at the top, not in src/ (tooling, hosting, parts). */
const hasSrc = (name) => fs.existsSync(path.join(__dirname, name, 'src'));

// Workspaces are imported by package name: Jest follows each package.json's exports to the sources.
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: hasSrc(name) ? ['<rootDir>/src/**/*.test.ts?(x)'] : ['<rootDir>/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    '\\.(svg|png|jpg|webp)$': `<rootDir>/${rootOf(name)}jest.file-transform.js`,
  },
  // Packages' code is ready to run; their images (flag-icons) still become file names.
  transformIgnorePatterns: ['/node_modules/(?!.+\\.svg$)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': `<rootDir>/${rootOf(name)}jest.file-stub.js`,
  },
  setupFilesAfterEnv: [`<rootDir>/${rootOf(name)}jest.setup.ts`],
});

module.exports = {
  projects: projects.map(project),
  // A hang guard, not a measure: a page test that types and clicks through user-event takes
  // seconds on a machine busy with a second build (Jest's default, 5 s, failed there). Jest's
  // test runner reads it from the run's own options, not a project's.
  testTimeout: 30_000,
  // A worker per core. Jest's default leaves one core to its own process, which here only waits: on
  // the two-core machines that ran every suite in one worker (136 s against 91 s with two).
  maxWorkers: '100%',
};
