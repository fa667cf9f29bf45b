// One Jest run over every package; tests sit next to the code (*.test.ts / *.test.tsx).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that must be transformed for Jest (TOOLCHAIN.md).
const esmPackages = [
  'rettime',
  'until-async',
  '@open-draft',
  'msw',
  '@mswjs',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  'is-node-process',
  'jose',
  'es-toolkit',
  'type-fest',
  '@electric-sql',
  'cookie@',
  'cookie/',
  // @ant-design/colors 8 ships ESM only; pnpm paths read `@ant-design+colors`.
  '@ant-design[+/]colors',
  // csv-parse's and csv-stringify's browser builds (the shared CSV reader and writer) are ESM.
  'csv-parse',
  'csv-stringify',
];

const sharedAlias = {
  '^@sdp/shared$': '<rootDir>/../shared/src/index.ts',
  '^@sdp/shared/ui$': '<rootDir>/../shared/src/ui/index.ts',
  '^@sdp/shared/ui/(.+)$': '<rootDir>/../shared/src/ui/kit/$1.ts',
  '^@sdp/shared/router$': '<rootDir>/../shared/src/router/index.ts',
  '^@sdp/shared/router/testing$': '<rootDir>/../shared/src/router/testing.ts',
  '^@sdp/shared/query$': '<rootDir>/../shared/src/query/index.ts',
  '^@sdp/shared/contracts$': '<rootDir>/../shared/src/contracts/index.ts',
  '^@sdp/shared/routes$': '<rootDir>/../shared/src/routes/index.ts',
  '^@sdp/shared/rules$': '<rootDir>/../shared/src/validation/index.ts',
  '^@sdp/shared/domain$': '<rootDir>/../shared/src/domain/index.ts',
  '^@sdp/shared/fixtures$': '<rootDir>/../shared/src/fixtures/core.ts',
  '^@sdp/api/embedded$': '<rootDir>/../api/src/embedded/index.ts',
  '^@sdp/api/testing$': '<rootDir>/../api/src/test/pglite-template.ts',
  '^@sdp/api/testing/app$': '<rootDir>/../api/src/test/test-app.ts',
  '^@sdp/mocks$': '<rootDir>/../mocks/src/index.ts',
  '^@sdp/mocks/(.*)$': '<rootDir>/../mocks/src/$1',
  // antd's ES modules (a deep import the bundle takes for one hook) and the icons' definitions (the list cells'
  // plain icons) are their CommonJS builds under Jest.
  '^antd/es/(.*)$': 'antd/lib/$1',
  '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
};

const project = (dir, environment) => ({
  displayName: dir,
  rootDir: path.join(__dirname, dir),
  testEnvironment: environment,
  testEnvironmentOptions: environment === 'node' ? {} : { customExportConditions: [''] },
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist'],
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${esmPackages.join('|')}))`],
  moduleNameMapper: sharedAlias,
  setupFilesAfterEnv: environment === 'node' ? [] : [path.join(__dirname, 'tools/build/jest-setup-dom.cjs')],
});

module.exports = {
  // Nothing here measures time: a test that waits on a database clone or a page render under a loaded 2-core CI
  // machine must not fail at Jest's 5 s default (the OpenAPI test's app start did, in CI).
  testTimeout: 60_000,
  projects: [
    project('shared', 'jest-fixed-jsdom'),
    project('shell', 'jest-fixed-jsdom'),
    project('remote-users', 'jest-fixed-jsdom'),
    project('remote-organizations', 'jest-fixed-jsdom'),
    project('remote-surveys', 'jest-fixed-jsdom'),
    project('remote-authority', 'jest-fixed-jsdom'),
    project('remote-vehicles', 'jest-fixed-jsdom'),
    project('mocks', 'jest-fixed-jsdom'),
    project('api', 'node'),
    project('tools/build', 'node'),
  ],
};
