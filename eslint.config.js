// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly inside a repository folder (none when it is missing). */
const foldersIn = (dir) => {
  const path = `${import.meta.dirname}/${dir}`;
  return existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

/** Web features may not import each other: one zone per feature folder. */
const featuresDir = 'apps/web/src/features';
const featureZones = foldersIn(featuresDir).map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to components/ or lib/.',
}));

/** Gateway router groups may not import each other: one zone per group folder. */
const routersDir = 'apps/gateway/src/trpc/routers';
const routerGroupZones = foldersIn(routersDir).map((name) => ({
  target: `./${routersDir}/${name}`,
  from: `./${routersDir}`,
  except: [`./${name}`],
  message:
    'Router groups do not import each other; move shared code down to trpc/mappers/ (or another module outside routers/).',
}));

const processEnvRule = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read process.env only in the app config module (src/config.ts).',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.node/**',
      '**/.turbo/**',
      '**/drizzle/**',
      'e2e/screenshots/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // Dependencies are parsed as TypeScript too, so rules that follow imports (no-cycle) see the whole graph.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves `.js` specifiers to `.ts` sources and workspace packages, so path rules see real files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Cycles make module order matter and hide layering mistakes; type-only imports are erased, so they may loop.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import apps.' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app layer.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            ...featureZones,
            {
              target: './apps/gateway/src/trpc/mappers',
              from: './apps/gateway/src/trpc/routers',
              message:
                'Shared mappers do not import router groups; a mapper only one group uses lives in routers/<group>/mappers/.',
            },
            ...routerGroupZones,
          ],
        },
      ],
      'no-restricted-syntax': ['error', processEnvRule],
    },
  },
  {
    // The web app only ever sees the gateway's router type, never its code.
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/gateway', '@site/gateway/*'],
              allowTypeImports: true,
              message: 'Import only types from the gateway.',
            },
            { group: ['@site/mock-upstream', '@site/mock-upstream/*'], message: 'Nothing imports the mock.' },
          ],
          // The package root brings every wire and API schema: values come from its subpaths (the first-load budget).
          paths: [
            {
              name: '@site/contracts',
              allowTypeImports: true,
              message:
                "Import values from '@site/contracts/domain' (or another subpath), types from the root.",
            },
          ],
        },
      ],
    },
  },
  {
    // One import order everywhere, fixed by `eslint --fix`: side effects, node:, packages, workspace packages, relative.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000', '^node:', '^@?\\w', '^@site/', '^', '^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // kebab-case file and folder names everywhere (style.md "Naming"); `.test`/`.module` middle parts allowed.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/gateway/src/**/*.ts', 'apps/mock-upstream/src/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Config modules, scripts and test harnesses may read the environment.
    files: [
      'apps/*/src/config.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '**/*.config.{ts,js,mjs}',
      '**/vite.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
