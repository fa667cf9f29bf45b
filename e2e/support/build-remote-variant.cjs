// Builds remote-authority again into another folder, as the next release of it would be: the same sources with a
// build id salted into every content hash (so no chunk keeps its name) and written at the top of every file.
// Usage: node build-remote-variant.cjs OUT_DIR BUILD_ID (a child process: webpack's memory goes with it).
const path = require('node:path');

const [, , outDir, buildId] = process.argv;
const root = path.resolve(__dirname, '../..');
const webpack = require(path.join(root, 'tools/build/node_modules/webpack'));
const configure = require(path.join(root, 'remote-authority/webpack.config.cjs'));

const config = configure({}, { mode: 'production' });
config.output = { ...config.output, path: outDir, hashSalt: buildId };
config.plugins.push(new webpack.BannerPlugin({ banner: `sdp build ${buildId}`, entryOnly: false }));
webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
