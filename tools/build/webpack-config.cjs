// One webpack + Module Federation configuration for the shell and every remote.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
const sharedPkg = require(path.join(root, 'shared/package.json'));
const version = (name) => {
  const own = sharedPkg.dependencies[name] ?? sharedPkg.peerDependencies[name];
  if (!own) throw new Error(`no version for shared module ${name}`);
  return own;
};

/** Singletons: one instance across the shell and every remote (DESIGN.md §2). antd reaches remotes only through @sdp/shared/ui. */
const sharedModules = () => {
  const singleton = (name, requiredVersion = version(name)) => ({
    singleton: true,
    requiredVersion,
    strictVersion: false,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', version('react')),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', version('react-dom')),
    'react-router': singleton('react-router'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
    '@sdp/shared': singleton('@sdp/shared', '^1.0.0'),
    '@sdp/shared/ui': singleton('@sdp/shared/ui', '^1.0.0'),
  };
};

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder
 * @param {string} options.name       federation name (shell, remote_users, …)
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.html]     emit index.html (the shell and the standalone harness)
 * @param {string} [options.entry]
 * @param {string} [options.outDir]
 * @param {boolean} [options.federation] false for the single-bundle comparison build
 */
function createConfig(
  { dir, name, exposes, html = false, entry = './src/index.ts', outDir = 'dist', federation = true },
  argv = {},
) {
  const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
  const production = mode === 'production';
  const mock = process.env.SDP_MOCK === '1';
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
      chunkFilename: production ? 'chunks/[name].[contenthash:8].js' : 'chunks/[name].js',
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
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
      new webpack.DefinePlugin({ __SDP_MOCK__: JSON.stringify(mock) }),
      federation &&
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
      html &&
        fs.existsSync(path.join(dir, 'public')) &&
        new CopyPlugin({
          patterns: [
            {
              from: path.join(dir, 'public'),
              globOptions: { ignore: ['**/index.html'] },
              noErrorOnMissing: true,
            },
          ],
        }),
      html &&
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          inject: 'body',
          scriptLoading: 'defer',
          // Deep links (/maintenance/user-list) must load the entry from the root, not relative to the path.
          publicPath: '/',
        }),
    ].filter(Boolean),
    optimization: {
      minimize: production,
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
    },
  };
}

module.exports = { createConfig, sharedModules, root };
