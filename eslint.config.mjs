// ESLint (flat config): Next's core-web-vitals and TypeScript rules, React's hooks rules, and the
// project's own boundaries. Formatting is Prettier's alone (eslint-config-prettier turns off the
// rules that would disagree with it).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** Shared code serves every route, so it never reaches into one (docs/architecture.md). */
const noFeatureImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@/features/*', '**/features/*'],
          message: 'Shared code must not import a feature: move what both need to components/ or lib/.',
        },
      ],
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['components/**', 'lib/**'], rules: noFeatureImports },
  {
    // A spec that takes `test` from Playwright directly has no core or portal of its own (docs/testing.md).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', message: "Import test and expect from './fixtures': it starts the worker's servers." },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'data/**',
    '.tmp/**',
    'sandbox/data/**',
    'test-results/**',
  ]),
]);
