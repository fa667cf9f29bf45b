// One webpack + Module Federation configuration for the shell and every remote.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PageGraphPlugin } = require('./page-graph-plugin.cjs');
const { StableModuleIdsPlugin } = require('./stable-module-ids-plugin.cjs');

const root = path.resolve(__dirname, '../..');
const sharedPkg = require(path.join(root, 'shared/package.json'));
const version = (name) => {
  const own = sharedPkg.dependencies[name] ?? sharedPkg.peerDependencies[name];
  if (!own) throw new Error(`no version for shared module ${name}`);
  return own;
};

/**
 * Singletons: one instance across the shell and every remote (DESIGN.md §2). antd reaches the apps only through the
 * four UI kit modules and react-router only through @sdp/shared/router: a shared module is never tree-shaken, so each
 * of these re-exports just what the pages use, and a page downloads only the kit modules it imports.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  fs.realpathSync(path.join(root, 'shared/node_modules/react-router')),
  'dist/production/index.mjs',
);

const INJECT_EXTERNAL_RUNTIME = path.join(
  path.dirname(
    require.resolve('@module-federation/inject-external-runtime-core-plugin', {
      paths: [path.dirname(require.resolve('@module-federation/enhanced/webpack'))],
    }),
  ),
  'index.js',
);

const KIT_DIR = path.join(root, 'shared/src/ui/kit');
/** shared's public entries; each UI kit component module (shared/src/ui/kit/<name>.ts) is one of its own. */
const SHARED_ENTRIES = [
  '@sdp/shared',
  '@sdp/shared/router',
  '@sdp/shared/query',
  '@sdp/shared/ui',
  ...fs
    .readdirSync(KIT_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `@sdp/shared/ui/${path.basename(file, '.ts')}`),
];

/** The file behind one of shared's public entries (`@sdp/shared/ui/table` → shared/src/ui/kit/table.ts). */
const sharedEntryFile = (entry) => {
  const subpath = `.${entry.slice('@sdp/shared'.length)}`;
  const file =
    sharedPkg.exports[subpath] ?? sharedPkg.exports['./ui/*'].replace('*', subpath.slice('./ui/'.length));
  return path.join(root, 'shared', file);
};

/**
 * @param {boolean} host the shell: it provides every shared entry, used by its own pages or not. Webpack provides a
 * package request only when the build imports it, and a kit module the shell never imports (the table) would then
 * come from whichever remote loads it first: a second antd, outside the shell's theme and locale.
 */
const sharedModules = (host = false) => {
  const singleton = (name, requiredVersion = version(name)) => ({
    singleton: true,
    requiredVersion,
    strictVersion: false,
  });
  const entry = (name) => ({
    ...singleton(name, '^1.0.0'),
    ...(host && { import: sharedEntryFile(name), version: sharedPkg.version }),
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', version('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', version('react-dom')),
    zustand: singleton('zustand'),
    ...Object.fromEntries(SHARED_ENTRIES.map((name) => [name, entry(name)])),
  };
};

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder
 * @param {string} options.name       federation name (shell, remote_users, …)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.html]     emit index.html (the shell and the standalone harness)
 * @param {string} [options.title]     page title of a standalone harness (its index.html is standalone.html)
 * @param {string} [options.entry]
 * @param {string} [options.outDir]
 * @param {boolean} [options.federation] false for the single-bundle comparison build
 */
const MOCKS_DIR = path.resolve(__dirname, '../../mocks');
/** The chunk name of mock mode's database worker (mocks/src/browser/open-database.ts). */
const MOCK_DB_WORKER = 'mock-db-worker';

/**
 * Mock builds carry the database mock mode starts from: the server's migrations and demo seed run once on PGlite
 * (mocks/scripts/build-snapshot.ts, a no-op while they have not changed).
 */
function ensureMockSnapshot() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-snapshot.ts'], {
    cwd: MOCKS_DIR,
    stdio: 'inherit',
  });
}

function createConfig(
  { dir, name, exposes, html = false, title, entry = './src/index.ts', outDir = 'dist', federation = true },
  argv = {},
) {
  const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
  const production = mode === 'production';
  const mock = process.env.SDP_MOCK === '1';
  if (mock) ensureMockSnapshot();
  return {
    mode,
    context: dir,
    entry: { main: entry },
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(dir, outDir),
      // [contenthash] in the entry breaks the federation runtime: hash only the chunks (TOOLCHAIN.md).
      filename: '[name].js',
      // Mock mode's database worker is a runtime of its own, whose federation code cannot name a [contenthash] chunk.
      chunkFilename: (pathData) =>
        pathData.chunk?.name === MOCK_DB_WORKER
          ? '[name].js'
          : production
            ? 'chunks/[name].[contenthash:8].js'
            : 'chunks/[name].js',
      publicPath: 'auto',
      // Hashed like the chunks, and cached like them (mock mode's WebAssembly and database snapshot among them).
      assetModuleFilename: 'chunks/[hash][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router's package exports name only its development build; production builds take its own production one.
      alias: {
        ...(production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
        // Mock mode runs the server's CSV reader in the page: csv-parse's browser build has the same API.
        ...(mock ? { 'csv-parse$': require.resolve('csv-parse/browser/esm', { paths: [MOCKS_DIR] }) } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@sdp)/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
      ],
    },
    plugins: [
      production && new StableModuleIdsPlugin({ root }),
      new webpack.DefinePlugin({ __SDP_MOCK__: JSON.stringify(mock) }),
      // PGlite's Node code paths (node:fs, node:module…) never run in a page: mock builds leave them out.
      mock && new webpack.IgnorePlugin({ resourceRegExp: /^node:/ }),
      new PageGraphPlugin(),
      federation &&
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(!exposes),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The shell hands its federation runtime to the remotes, so a remote's entry file carries none of its own
          // (≈ 25 KB gzip less per remote). A standalone harness (html) is its own host and keeps its runtime.
          experiments: {
            externalRuntime: Boolean(exposes) && !html,
            // The shell registers each remote by its remoteEntry.js (remote-registry.ts), not by its manifest: no
            // manifest round trip before the entry, and no snapshot code in the runtime; browser code paths only.
            optimization: { disableSnapshot: true, target: 'web' },
          },
          // What `experiments.provideExternalRuntime` adds, but its ES module build: the CommonJS one it picks would
          // bundle a second copy of the runtime beside the one the federation runtime already imports.
          runtimePlugins: exposes ? [] : [INJECT_EXTERNAL_RUNTIME],
        }),
      html &&
        fs.existsSync(path.join(dir, 'public')) &&
        new CopyPlugin({
          patterns: [
            {
              from: path.join(dir, 'public'),
              // The msw worker (generated at install) belongs to mock builds only.
              globOptions: { ignore: ['**/index.html', ...(mock ? [] : ['**/mockServiceWorker.js'])] },
              noErrorOnMissing: true,
            },
          ],
        }),
      // Every page's icon (the product mark): without one each page load asked for /favicon.ico and got a 404.
      html && new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'favicon.svg') }] }),
      html &&
        new HtmlWebpackPlugin({
          template: title ? path.join(__dirname, 'standalone.html') : path.join(dir, 'public/index.html'),
          title,
          inject: 'body',
          scriptLoading: 'defer',
          // Deep links (/maintenance/user-list) must load the entry from the root, not relative to the path.
          publicPath: '/',
        }),
    ].filter(Boolean),
    optimization: {
      // Replaced by StableModuleIdsPlugin (first of the plugins), whose ids do not depend on where the repository is
      // cloned.
      moduleIds: production ? false : 'named',
      // SDP_NO_MINIFY=1: a production build whose functions keep their names, for profiles (profile-click.mjs).
      minimize: production && !process.env.SDP_NO_MINIFY,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          parallel: 1,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: Number(process.env.PORT) || undefined,
      historyApiFallback: html,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: html ? { directory: path.join(dir, 'public') } : false,
      // Express's default handler answers a file-system error (a path below a file: /index.html/x is ENOTDIR) with a
      // 500 page that names the disk path; a harness answers what it cannot serve with a 4xx and says nothing more.
      setupMiddlewares: (middlewares) => [...middlewares, { name: 'sdp-errors', middleware: harnessErrors }],
    },
  };
}

const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR', 'EINVAL']);

/** Express error handler (four parameters) for the standalone harness server. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- express knows an error handler by its four parameters
function harnessErrors(error, _req, res, _next) {
  const { code, status: given } = error && typeof error === 'object' ? error : {};
  const status = NOT_FOUND_CODES.has(code)
    ? 404
    : Number.isInteger(given) && given >= 400 && given < 500
      ? given
      : error instanceof URIError
        ? 400
        : 500;
  if (status === 500) console.error('standalone harness:', error);
  if (res.headersSent) return res.destroy();
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(status === 404 ? 'Not Found' : status < 500 ? 'Bad Request' : 'Internal Server Error');
}

module.exports = { createConfig, sharedModules, root };
