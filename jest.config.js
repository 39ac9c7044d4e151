/** One Jest run over every part; each part is a project with the same transform and mappers. */
const sharedDataExports = require('./shared-data/package.json').exports;

/** shared-data's package exports, as Jest mappers to its sources (Jest does not read TS exports maps). */
const sharedDataMappers = Object.fromEntries(
  Object.entries(sharedDataExports)
    .filter(([subpath]) => !subpath.includes('*') && !subpath.endsWith('.css'))
    .map(([subpath, target]) => [
      `^shared-data${subpath === '.' ? '' : subpath.slice(1)}$`,
      `<rootDir>/../shared-data/${target.slice(2)}`,
    ]),
);

const parts = ['shared-data', 'shell', 'mfe-catalog', 'mfe-membership', 'mfe-learn', 'mfe-dashboard'];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
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
