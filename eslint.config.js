import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // The domain package is pure: no I/O, no clock, no framework.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'pg', 'drizzle-orm', 'fastify', 'react', '@openrota/*'] }],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'The domain takes "today" as input.' }],
    },
  },
  {
    // Every string the API reads or answers is built on contracts' text(), which refuses NUL and
    // lone surrogates (decision 4: no 500 for odd input); a bare z.string() would let them through.
    files: ['packages/contracts/src/**/*.ts', 'apps/server/src/**/*.ts'],
    ignores: ['packages/contracts/src/common.ts', 'apps/server/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='z'][property.name='string']", message: "Use text() from @openrota/contracts: it refuses NUL and lone surrogates." },
      ],
    },
  },
  {
    // The web app never imports the server; features share through components/, lib/ or packages.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: ['@openrota/server', '**/apps/server/**'] }],
    },
  },
);
