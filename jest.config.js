/** One Jest run over every part; each part is a project with the same transform and mappers. */
const sharedDataExports = require('./shared-data/package.json').exports;

/** shared-data's package exports, as Jest mappers to its sources (Jest does not read TS exports maps). */
const sharedDataMappers = Object.fromEntries(
  Object.entries(sharedDataExports)
    .filter(([subpath]) => !subpath.includes('*') && !subpath.endsWith('.css'))
    .map(([subpath, target]) => [
      `^shared-data${subpath === '.' ? '' : subpath.slice(1)}$`,
      `<rootDir>/../shared-data/${(typeof target === 'string' ? target : target.default).slice(2)}`,
    ]),
);

/** shared-data and every part of shared-data/parts.json, the one list of parts. */
const partsJson = require('./shared-data/server/parts.cjs').loadParts();
const parts = ['shared-data', partsJson.shell.dir, ...Object.values(partsJson.remotes).map((part) => part.dir)];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../jest.file-transform.js',
  },
  // Packages' code is ready to run; their images (flag-icons) still become file names.
  transformIgnorePatterns: ['/node_modules/(?!.+\\.svg$)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../jest.file-stub.js',
    ...sharedDataMappers,
    '^shared-data/(.*)$': '<rootDir>/../shared-data/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
});

module.exports = {
  projects: parts.map(project),
};
