import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import partsModule from '@shared-data/parts';

const partsList = partsModule.loadParts();

/** The deployable parts' folders, from shared-data/parts.json (a new part is linted with no edit here). */
const DEPLOYABLE = [partsList.shell.dir, ...Object.values(partsList.remotes).map((part) => part.dir)];

/**
 * Who may use what is each workspace's package.json (README, "Packages"): a file imports only the
 * packages its own package.json lists (dependencies and peers; devDependencies in tests), and never
 * another package's files by a relative path. So production code never reaches @shared-data/tooling
 * (no part lists it: the build configs get it from the root), rules never reach the platform, and
 * a content package reads only the content it depends on. Proved by
 * shared-data/tooling/lint/boundaries.test.ts.
 */
const WORKSPACE_SOURCE = [
  `{${DEPLOYABLE.join(',')}}/src/**/*.{ts,tsx,js,mjs,cjs}`,
  'shared-data/*/src/**/*.{ts,tsx,js,mjs,cjs}',
  'shared-data/{hosting,parts}/*.{ts,mts,cts,js,mjs,cjs}',
];
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*test-utils.{ts,tsx}', '**/*.type-check.{ts,tsx}'];
/** The end-to-end suite: the shared folder's and each remote's own specs (mfe-<part>/e2e/). */
const E2E_FILES = ['e2e/**/*.ts', 'mfe-*/e2e/**/*.ts'];

/**
 * React Router comes through '@shared-data/platform/router' (one shared module of just what the
 * site uses): the remotes do not list it; the shell lists it for its server, not its browser code.
 */
const ROUTER = [
  {
    regex: '^react-router(-dom)?(/|$)',
    message: "Import the router from '@shared-data/platform/router' (add the export there if it is missing).",
  },
];

/** Inside the platform package, its entries are federation singletons: a relative import ships a second copy. */
const SINGLETON_SPECIFIERS = [
  {
    regex: '^\\.{1,2}(/index|/(.*/)?(region-store|router))?$',
    message:
      "Import the singleton through '@shared-data/platform', '@shared-data/platform/region-store' or '@shared-data/platform/router', not a relative path.",
  },
];

/**
 * Content comes from its package's entry ('@shared-data/content-catalog'), the module federation
 * shares: a deep import would bundle the owner's file into another part (README, "Change content").
 */
const CONTENT_ENTRY = [
  {
    regex: '^@shared-data/content-[a-z]+/(?!package\\.json$)',
    message:
      "Import content from its package's entry ('@shared-data/content-catalog', ...): a deep import bundles another team's content into this part.",
  },
];

/**
 * The shell's server is a folder per job (README, "The shell's server"); another folder is used
 * through its index.ts alone, so what a folder offers the others stays small and in one place.
 */
const SERVER_FOLDERS = [
  {
    regex: '^(\\.\\./)+(beacon|http|metrics|overrides|remotes|rendering|styles)/',
    message: "Import another folder of the shell's server through its index.ts ('../remotes'), not one of its files.",
  },
];

/**
 * Shared UI shows what it is given: no team's content in it, its tests included (the site's own
 * content, @shared-data/content-site, is the shell's and allowed).
 */
const NO_TEAM_CONTENT = [
  {
    regex: '^@shared-data/content-(?!site(/|$))',
    message:
      "Shared UI takes a team's content as props; the team's hooks and loaders live with the team (e.g. courseDetailResource in '@shared-data/content-catalog').",
  },
];

/** import-x reads the imported files (cycles, relative packages) with these settings. */
const IMPORT_SETTINGS = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'default'],
    }),
  ],
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', ...E2E_FILES],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Package boundaries: each workspace's files against its own package.json.
    files: WORKSPACE_SOURCE,
    plugins: { 'import-x': importX },
    settings: IMPORT_SETTINGS,
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: TEST_FILES, peerDependencies: true, optionalDependencies: false, includeTypes: true },
      ],
      'import-x/no-relative-packages': 'error',
      // No import cycles in any workspace's source (a cycle makes module order, and so a page, fragile).
      'import-x/no-cycle': ['error', { ignoreExternal: false }],
    },
  },
  {
    files: WORKSPACE_SOURCE,
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: CONTENT_ENTRY }] },
  },
  {
    // The parts' browser code (the shell's server renders with React Router itself; tests may too).
    files: [`{${DEPLOYABLE.join(',')}}/src/**/*.{ts,tsx}`],
    ignores: [...TEST_FILES, 'shell/src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CONTENT_ENTRY, ...ROUTER] }] },
  },
  {
    files: ['shell/src/server/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...CONTENT_ENTRY, ...SERVER_FOLDERS] }],
      // The server reads as steps (docs/serving.md): no function over 60 lines, comments included.
      // (Its import cycles, type-only imports included: shell/src/server/server-structure.test.ts.)
      'max-lines-per-function': ['error', { max: 60 }],
    },
  },
  {
    files: ['shared-data/platform/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [...CONTENT_ENTRY, ...SINGLETON_SPECIFIERS] }] },
  },
  {
    files: ['shared-data/ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...CONTENT_ENTRY, ...NO_TEAM_CONTENT] }] },
  },
  {
    // A file does one job: over 300 lines it is split (content data, which is a list, excepted).
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['shared-data/content-*/src/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Playwright fixtures hand their value to `use`, which is not React's hook.
    files: E2E_FILES,
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
