import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, top to bottom (README, "How the code is laid out"). A file may import
 * its own layer's files and the layers below it, never those above; a feature never imports
 * another feature. What two features share moves down to a shared part, or src/app/ composes them.
 */
const LAYERS = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'shared', pattern: ['src/components', 'src/hooks'] },
  { type: 'backend', pattern: 'src/backend' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'content', pattern: 'src/content' },
  // Factories and fixtures for the unit tests: any layer's tests may use them.
  { type: 'test-support', pattern: 'src/test' },
].map((layer) => ({ ...layer, partialMatch: false }));

/** The two entry points (browser and prerender) stand above the layers and may import any. */
const ENTRY_FILES = ['src/main.tsx', 'src/entry-server.tsx', 'src/index.css'];

/** What each layer may import, besides its own files. */
const MAY_IMPORT = {
  app: ['feature', 'shared', 'backend', 'domain', 'content'],
  feature: ['shared', 'backend', 'domain', 'content', 'test-support'],
  shared: ['shared', 'backend', 'domain', 'content', 'test-support'],
  backend: ['domain', 'content', 'test-support'],
  // domain/ is the bottom layer. content/ (the copy) may name the domain's routes and types; the
  // domain never reads the copy (what shows while there is no `site` node: src/content/site-seed.ts).
  domain: ['test-support'],
  content: ['domain'],
  'test-support': ['backend', 'domain', 'content'],
};

const LAYER_MESSAGE =
  '{{from.element.type}} may not import {{to.element.type}} {{to.element.path}}. Imports flow down the layers: app → features → shared parts (components/, hooks/) → backend → ' +
  'content → domain, and no feature imports another feature (eslint.config.js, LAYERS). ' +
  'Move what both sides need down a layer, or let src/app/ compose them.';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', '.bench', 'test-results', 'playwright-report', '.e2e', '.deploy'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers. The plugin resolves `@/…` through tsconfig.json's paths (the `import/` settings
    // are its resolver's). No import cycle is checked by tests/lint/import-cycles.test.ts: once
    // over the whole graph, where import/no-cycle walked it again for every file (three quarters
    // of the linter's time).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/files': [{ category: 'entry', pattern: ENTRY_FILES }],
      'boundaries/include': ['src/**'],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: LAYER_MESSAGE,
          policies: [
            {
              from: { file: { categories: 'entry' } },
              allow: [{ to: { element: { type: '*' } } }, { to: { file: { categories: 'entry' } } }],
            },
            ...Object.entries(MAY_IMPORT).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
          ],
        },
      ],
      // Every file of src/ belongs to a layer, and imports only files that do.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    // Only src/backend/firebase talks to the Firebase SDK.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/backend/firebase imports the Firebase SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'firebase', 'firebase/*', '@firebase/*'],
              message: 'domain/ and content/ are plain TypeScript.',
            },
          ],
        },
      ],
    },
  },
);
