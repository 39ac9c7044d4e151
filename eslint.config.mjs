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
/** The deployable parts and the shared package: none imports another's files by path. */
const PARTS = [...DEPLOYABLE, 'shared-data', 'e2e'];

/** Team boundaries (README, "Contracts"): enforced here, proved by shared-data/src/boundaries.test.ts. */
const BOUNDARIES = [
  {
    regex: '(^|/)shared-data/src(/|$)',
    message:
      "Import shared-data through its public entry points ('shared-data', 'shared-data/ui', ...), never its src/.",
  },
  {
    regex: `^(\\.\\./)+(${PARTS.join('|')})(/|$)`,
    message: "No part imports another part's files: share through shared-data's entry points or a federated module.",
  },
];

/**
 * Production code never imports tooling (build plugins, deploys, the static-host command, the
 * launcher): the parts' source, shared-data's runtime package and the workspaces production servers
 * use (@shared-data/hosting, @shared-data/parts). A rule of its own name (typescript-eslint's
 * no-restricted-imports), so it adds to every file's other import patterns instead of replacing them.
 */
const PRODUCTION_CODE = [
  `{${[...DEPLOYABLE, 'shared-data'].join(',')}}/src/**/*.{ts,tsx,js,mjs,cjs}`,
  'shared-data/{hosting,parts}/**/*.{ts,tsx,js,mjs,cjs}',
];
const NO_TOOLING = [
  {
    regex: '^@shared-data/tooling(/|$)|(^|/)shared-data/tooling(/|$)|^(\\.\\./)+tooling(/|$)',
    message:
      'Production code never imports @shared-data/tooling (build plugins, deploys, commands): move what it needs to shared-data, @shared-data/hosting or @shared-data/parts.',
  },
];

/**
 * React Router comes through 'shared-data/router' (one shared module of just what the site uses);
 * importing the package itself would put a second router in the importing part's bundle.
 */
const ROUTER = [
  {
    regex: '^react-router(-dom)?(/|$)',
    message: "Import the router from 'shared-data/router' (add the export there if it is missing).",
  },
];

/** Inside shared-data, the federation singletons are imported by their shared specifier, or a second copy ships. */
const SINGLETON_SPECIFIERS = [
  {
    regex: '^\\.{1,2}/(.*/)?(region/region-store|platform(/index)?|router(/index)?)$',
    message:
      "Import the singleton through 'shared-data/region-store', 'shared-data/platform' or 'shared-data/router', not a relative path.",
  },
];

/**
 * Layers inside shared-data, lowest first: content, types and pure rules; the platform (federation
 * loading, boundary, region store); shared UI; the standalone app. A layer never imports a higher one.
 */
const layer = (higher, what) => [
  {
    regex: `^(\\.{1,2}/)+(${higher.join('|')})(/|$)`,
    message: `${what} never imports a higher layer of shared-data (${higher.join(', ')}).`,
  },
  {
    regex: `^shared-data/(${higher.map((name) => (name === 'region' ? 'region-store' : name)).join('|')})(/|$)`,
    message: `${what} never imports a higher layer of shared-data (${higher.join(', ')}).`,
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

const LAYERS = [
  {
    files: ['shared-data/src/{types,content,rules,assets}/**/*.{ts,tsx}', 'shared-data/src/*.{ts,tsx}'],
    patterns: [
      ...SINGLETON_SPECIFIERS,
      ...layer(['platform', 'region', 'ui', 'standalone', 'testing'], 'Content, types and rules'),
    ],
  },
  {
    // The content packages sit on types and rules only; which other content a package may read is
    // its package.json's dependencies (import-x/no-extraneous-dependencies, below).
    files: ['shared-data/content-*/src/**/*.{ts,tsx}'],
    patterns: [
      ...CONTENT_ENTRY,
      ...layer(['platform', 'region', 'ui', 'standalone', 'testing', 'router'], 'Content'),
      { regex: '^(\\.\\./){2,}', message: "Content imports other packages by name, never another folder's files." },
    ],
  },
  {
    files: ['shared-data/src/{platform,region}/**/*.{ts,tsx}'],
    patterns: layer(['ui', 'standalone', 'testing'], 'The platform'),
  },
  {
    files: ['shared-data/src/ui/**/*.{ts,tsx}'],
    patterns: [...SINGLETON_SPECIFIERS, ...layer(['standalone', 'testing'], 'Shared UI')],
  },
  {
    files: ['shared-data/src/standalone/**/*.{ts,tsx}'],
    patterns: [...SINGLETON_SPECIFIERS, ...layer(['testing'], 'The standalone app')],
  },
];

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
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: BOUNDARIES }] },
  },
  {
    // The parts' browser code (the shell's server renders with React Router itself; tests may too).
    files: [`{${DEPLOYABLE.join(',')}}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.{ts,tsx}', 'shell/src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...BOUNDARIES, ...ROUTER] }] },
  },
  {
    files: ['shared-data/src/**/*.{ts,tsx}'],
    ignores: ['shared-data/src/region/**', 'shared-data/src/platform/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...BOUNDARIES, ...SINGLETON_SPECIFIERS] }] },
  },
  // Tests sit outside the layers (they may use the testing helpers); everything else is layered.
  ...LAYERS.map(({ files, patterns }) => ({
    files,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...BOUNDARIES, ...ROUTER, ...patterns] }] },
  })),
  {
    // No import cycles in any part's source (a cycle makes module order, and so a page, fragile).
    files: [`{${[...DEPLOYABLE, 'shared-data', 'shared-data/content-*'].join(',')}}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports, and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: false }] },
  },
  {
    // A content package reads only the packages its package.json depends on: site <- catalogue <-
    // membership, so a catalogue page never waits on the membership team's content.
    files: ['shared-data/content-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { includeInternal: false }] },
  },
  {
    files: PRODUCTION_CODE,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...NO_TOOLING, ...CONTENT_ENTRY] }] },
  },
  {
    // A file does one job: over 300 lines it is split (content data, which is a list, excepted).
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['shared-data/content-*/src/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Playwright fixtures hand their value to `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
