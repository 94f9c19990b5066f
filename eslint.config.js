// ESLint for the TypeScript host, tests, benchmarks and scripts. assembly/ is AssemblyScript: its
// compiler (asc) checks it, since decorators such as @inline are not TypeScript.

import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'coverage/',
      'test-output/',
      'web/dist/',
      'docs/api/',
      'docs/.vitepress/dist/',
      'docs/.vitepress/cache/',
      'examples/*/dist/',
      'assembly/',
      'scratch/',
      // Stryker's sandbox copies and reports (npm run mutate)
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['examples/**/*.js'],
    languageOptions: { globals: { document: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
