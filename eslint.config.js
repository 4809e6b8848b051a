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

/**
 * Web features may not import each other (one zone per feature folder), except
 * the shared features, `features/shared-*`: product code several features use,
 * which every feature may import. A shared feature imports only other shared
 * features, never the rest (nor the app layer, nor may components/ and lib/
 * import any feature: the zones below).
 */
const featuresDir = 'apps/web/src/features';
const isSharedFeature = (name) => name.startsWith('shared-');
const sharedFeatures = foldersIn(featuresDir).filter(isSharedFeature);
const productFeatures = foldersIn(featuresDir).filter((name) => !isSharedFeature(name));
const featureZones = [
  ...productFeatures.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`, ...sharedFeatures.map((shared) => `./${shared}`)],
    message:
      'Features do not import each other; move product code several features use to a features/shared-* folder (code without product meaning to components/ or lib/).',
  })),
  ...(sharedFeatures.length > 0 && productFeatures.length > 0
    ? [
        {
          target: sharedFeatures.map((name) => `./${featuresDir}/${name}`),
          from: productFeatures.map((name) => `./${featuresDir}/${name}`),
          message: 'Shared features (features/shared-*) import only other shared features, never the rest.',
        },
      ]
    : []),
];

/** Gateway router groups may not import each other: one zone per group folder. */
const routersDir = 'apps/gateway/src/trpc/routers';
const routerGroupZones = foldersIn(routersDir).map((name) => ({
  target: `./${routersDir}/${name}`,
  from: `./${routersDir}`,
  except: [`./${name}`],
  message:
    'Router groups do not import each other; move shared code down to trpc/mappers/ (or another module outside routers/).',
}));

/**
 * The mock's layers, lowest first: each may import those below it and not
 * those above. `core/` holds what several call groups use; `games/` (the
 * game server) stands on the groups; seeding, jobs, QA and static pages
 * stand on everything. The app, its config and the tests are not layered.
 */
const mockSrc = './apps/mock-upstream/src';
const MOCK_LAYERS = [
  ['db'],
  ['core', 'wire', 'audit'],
  ['events'],
  ['domains'],
  ['games'],
  ['seed', 'jobs', 'static', 'metrics'],
  ['qa'],
];
const mockLayerZones = MOCK_LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer.map((folder) => `${mockSrc}/${folder}`),
  from: MOCK_LAYERS.slice(index + 1)
    .flat()
    .map((folder) => `${mockSrc}/${folder}`),
  message: `The mock's ${layer.join(', ')} do not import the layers above them (eslint.config.js, MOCK_LAYERS).`,
}));

/**
 * The cross-group flows the mock keeps as direct calls, each inside the
 * transaction that starts it (an event would come after the commit).
 */
const MOCK_GROUP_FLOWS = {
  // An agent's team reports are the records group's reports, narrowed to the team.
  agent: ['./records/bets-report.ts', './records/transactions-report.ts'],
  // A deposit pays its deposit bonus, deposit rewards and deposit missions.
  wallet: [
    './rewards/claims/claim-view.ts',
    './rewards/claims/deposit-bonus.ts',
    './rewards/claims/deposit-rewards.ts',
    './rewards/missions/deposit-missions.ts',
    './rewards/reward-moves.ts',
  ],
};
const mockGroupsDir = 'apps/mock-upstream/src/domains';
const mockGroupZones = foldersIn(mockGroupsDir).map((name) => ({
  target: `./${mockGroupsDir}/${name}`,
  from: `./${mockGroupsDir}`,
  except: [`./${name}`, ...(MOCK_GROUP_FLOWS[name] ?? [])],
  message:
    "The mock's call groups do not import each other: move shared code down to core/, or add the flow to MOCK_GROUP_FLOWS.",
}));

/** The import boundaries every file keeps (the mock's source adds its layers below). */
const sharedZones = [
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'components/ and lib/ do not import features (shared-* ones included) or the app layer.',
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
];

/**
 * A feature reaches the gateway only through the hooks of its `api/` folder:
 * elsewhere in features/, lib/trpc.ts may not be imported.
 */
const webFeaturesDir = './apps/web/src/features';
const callsOutsideApiZone = {
  target: webFeaturesDir,
  from: './apps/web/src/lib/trpc.ts',
  message: 'Features call the gateway through hooks in their api/ folder (features/<feature>/api/use-*.ts).',
};

/** The import-x rule that holds them, with `zones`. */
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

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
      'import-x/no-restricted-paths': restrictedPaths(sharedZones),
      'no-restricted-syntax': ['error', processEnvRule],
    },
  },
  {
    // The mock's layers and call groups; its tests may set up through any layer.
    files: ['apps/mock-upstream/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...sharedZones, ...mockLayerZones, ...mockGroupZones]),
    },
  },
  {
    // Features call the gateway only from their api/ folders.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/api/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...sharedZones, callsOutsideApiZone]),
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
            {
              name: '@site/contracts/registry',
              message:
                'The call registry and catalogue are tooling (tests, the mock): the web app never imports them.',
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
