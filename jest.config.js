/** One Jest run over every part; each part is a project with the same transform and mappers. */
const sharedDataExports = require('./shared-data/package.json').exports;

/** shared-data's package exports, as Jest mappers to its sources (Jest does not read TS exports maps). */
const sharedDataMappers = (root) =>
  Object.fromEntries(
    Object.entries(sharedDataExports)
      .filter(([subpath]) => !subpath.includes('*') && !subpath.endsWith('.css'))
      .map(([subpath, target]) => [
        `^shared-data${subpath === '.' ? '' : subpath.slice(1)}$`,
        `<rootDir>/${root}shared-data/${(typeof target === 'string' ? target : target.default).slice(2)}`,
      ]),
  );

/** The way up from a project's folder to the repository's root ('../', or '../../' for shared-data/tooling). */
const rootOf = (name) => '../'.repeat(name.split('/').length);

/** shared-data and every part of shared-data/parts.json, the one list of parts. */
const partsJson = require('@shared-data/parts').loadParts();
/** The content workspaces, one per owning team (their tests sit in src/, like the parts'). */
const contentWorkspaces = ['shared-data/content-site', 'shared-data/content-catalog', 'shared-data/content-membership'];
const parts = [
  'shared-data',
  ...contentWorkspaces,
  partsJson.shell.dir,
  ...Object.values(partsJson.remotes).map((part) => part.dir),
];
/** shared-data's workspaces with tests of their own (their files sit at the top, not in src/). */
const sharedDataWorkspaces = ['shared-data/tooling', 'shared-data/hosting', 'shared-data/parts'];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: sharedDataWorkspaces.includes(name) ? ['<rootDir>/**/*.test.ts'] : ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    '\\.(svg|png|jpg|webp)$': `<rootDir>/${rootOf(name)}jest.file-transform.js`,
  },
  // Packages' code is ready to run; their images (flag-icons) still become file names.
  transformIgnorePatterns: ['/node_modules/(?!.+\\.svg$)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': `<rootDir>/${rootOf(name)}jest.file-stub.js`,
    ...sharedDataMappers(rootOf(name)),
    '^shared-data/(.*)$': `<rootDir>/${rootOf(name)}shared-data/src/$1`,
  },
  setupFilesAfterEnv: [`<rootDir>/${rootOf(name)}jest.setup.ts`],
});

module.exports = {
  projects: [...parts, ...sharedDataWorkspaces].map(project),
};
