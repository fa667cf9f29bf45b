// Lint: strict TypeScript, hooks rules, no import cycles, and the architecture's import directions.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = [
  'remote-users',
  'remote-organizations',
  'remote-surveys',
  'remote-authority',
  'remote-vehicles',
];
const APPS = ['shell', ...REMOTES];

/** Remotes never import each other nor the shell; the shell never imports a remote; shared imports no app. */
const zones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: APPS.filter((app) => app !== remote).map((app) => `./${app}`),
    message: 'Remotes share only through @sdp/shared.',
  })),
  {
    target: './shell',
    from: REMOTES.map((r) => `./${r}`),
    message: 'The shell loads remotes at run time only.',
  },
  {
    target: './shared',
    from: [...APPS, './api', './mocks'].map((p) => (p.startsWith('./') ? p : `./${p}`)),
    message: 'shared depends on no app.',
  },
  {
    target: './shared/src/contracts',
    from: ['./shared/src/domain', './shared/src/ui', './shared/src/session', './shared/src/api'],
    message: 'Contracts sit below the domain and the UI (no-cycle ignores type-only imports, this does not).',
  },
  {
    target: './api',
    from: [...APPS.map((a) => `./${a}`), './mocks'],
    message: 'The server imports only shared.',
  },
  // The UI kit, the router and the query entries are shared modules of their own: the main entry's state reaches them
  // as `@sdp/shared` only, or Module Federation would give them a second session store and API client.
  // (shared/src/query/query-client.ts is the main entry's own, exported by it.)
  ...['ui', 'router', 'query/index.ts'].map((entry) => ({
    target: `./shared/src/${entry}`,
    from: ['session', 'api', 'auth', 'config'].map((main) => `./shared/src/${main}`),
    message: 'Import the main entry as @sdp/shared (one instance).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/public/mockServiceWorker.js',
      'coverage/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Without these, import-x reads no .ts/.tsx module, so no-cycle silently found nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'tools/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: 'Use @sdp/shared/ui so one antd is shared.' },
            { name: '@ant-design/icons', message: 'Use @sdp/shared/ui.' },
            { name: 'react-router', message: 'Use @sdp/shared/router so one router is shared.' },
            {
              name: '@tanstack/react-query',
              message: 'Use @sdp/shared/query so one query client context is shared.',
            },
          ],
          patterns: [
            {
              group: ['@sdp/shared/src/*', '**/shared/src/*'],
              message: 'Import shared through its public exports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/ui/**', 'shared/src/router/**', 'shared/src/query/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tools/build/jest-setup-dom.cjs'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
