/** One Jest run over every part; each part is a project with the same transform and mappers. */
const parts = ['shared-data', 'shell', 'mfe-catalog', 'mfe-membership', 'mfe-learn', 'mfe-dashboard'];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true }],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../jest.file-stub.js',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../jest.file-stub.js',
    '^shared-data$': '<rootDir>/../shared-data/src/index.ts',
    '^shared-data/region-store$': '<rootDir>/../shared-data/src/region/region-store.ts',
    '^shared-data/(.*)$': '<rootDir>/../shared-data/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
});

module.exports = {
  projects: parts.map(project),
};
