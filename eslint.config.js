import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

/** Folder names directly under `dir` (server modules, web features). */
const foldersIn = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Absolute path of a repository path: the rule matches `except` globs against absolute paths. */
const root = path.dirname(fileURLToPath(import.meta.url));
const abs = (p) => path.join(root, p);

const serverModules = foldersIn('./apps/server/src/modules/');
const webFeatures = foldersIn('./apps/web/src/features/');

/**
 * Boundaries (CONTRIBUTING.md, "The layers"): a server module is used by others only through
 * its services, never through its repositories; a web feature imports no other feature and
 * nothing of `app/` (the router and shell import features, not the other way round).
 */
const boundaryZones = [
  ...serverModules.map((name) => ({
    target: `./apps/server/src/modules/${name}/**/*`,
    from: abs('apps/server/src/modules/*/**/*.repository.ts'),
    except: [abs(`apps/server/src/modules/${name}/**/*`)],
    message: 'A module uses another module through its services, never its repositories (CONTRIBUTING.md).',
  })),
  {
    // Services and repositories know nothing of HTTP: what a request carries reaches them as
    // context.ts's WorkspaceContext / RequestMeta, built by the plugins.
    target: abs('apps/server/src/modules/**/!(*.routes|*.test).ts'),
    from: abs('apps/server/src/plugins/**/*'),
    message:
      'Services and repositories do not import the HTTP plugins; take WorkspaceContext from context.ts.',
  },
  ...webFeatures.map((name) => ({
    target: `./apps/web/src/features/${name}/**/*`,
    from: [abs('apps/web/src/features/*/**/*'), abs('apps/web/src/app/**/*')],
    except: [abs(`apps/web/src/features/${name}/**/*`)],
    message:
      'A feature imports no other feature and nothing of app/: what two share moves to components/, lib/ or a package (CONTRIBUTING.md).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.tmp/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // The domain package is pure: no I/O, no clock, no framework.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'pg', 'drizzle-orm', 'fastify', 'react', '@openrota/*'] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The domain takes "today" as input.' },
      ],
    },
  },
  {
    // Every string the API reads or answers is built on contracts' text(), which refuses NUL and
    // lone surrogates (docs/product/api-conventions.md#no-500-for-bad-input: no 500 for odd input); a bare z.string() would let them through.
    files: ['packages/contracts/src/**/*.ts', 'apps/server/src/**/*.ts'],
    ignores: ['packages/contracts/src/common.ts', 'apps/server/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='string']",
          message: 'Use text() from @openrota/contracts: it refuses NUL and lone surrogates.',
        },
      ],
    },
  },
  {
    // SQL lives in repositories (and the database layer): a service composes repository calls.
    // Neither drizzle-orm nor the tables (db/schema) are imported elsewhere; a table's row type
    // (`import type`) is fine.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL belongs in a *.repository.ts (CONTRIBUTING.md).' }],
          patterns: [
            {
              group: ['drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'SQL belongs in a *.repository.ts (CONTRIBUTING.md).',
            },
          ],
        },
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
