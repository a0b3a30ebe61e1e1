import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.bench', 'test-results', 'playwright-report', '.e2e', '.deploy'] },
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
    // Imports flow downward only: domain and content know nothing of React or Firebase;
    // only src/backend/firebase talks to the Firebase SDK.
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
              group: ['react', 'react-*', 'firebase', 'firebase/*'],
              message: 'domain/ and content/ are plain TypeScript.',
            },
            {
              group: ['@/app/*', '@/features/*', '@/backend/*'],
              message: 'domain/ and content/ sit at the bottom of the layers.',
            },
          ],
        },
      ],
    },
  },
);
