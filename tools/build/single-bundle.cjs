// The comparison build: the shell and every remote page in ONE webpack build, without Module Federation.
// The federation runtime import is swapped for a module that imports the exposed page files directly.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createConfig, root } = require('./webpack-config.cjs');

const REMOTE_DIRS = [
  'remote-users',
  'remote-organizations',
  'remote-surveys',
  'remote-authority',
  'remote-vehicles',
];

function exposedPages() {
  const pages = {};
  for (const dir of REMOTE_DIRS) {
    const configFactory = require(path.join(root, dir, 'webpack.config.cjs'));
    const config =
      typeof configFactory === 'function' ? configFactory({}, { mode: 'production' }) : configFactory;
    const federation = config.plugins.find((plugin) => plugin && plugin._options && plugin._options.exposes);
    if (!federation) continue;
    const { name, exposes } = federation._options;
    for (const [key, file] of Object.entries(exposes)) {
      pages[`${name}/${key.replace(/^\.\//, '')}`] = path.resolve(
        root,
        dir,
        typeof file === 'string' ? file : file.import,
      );
    }
  }
  return pages;
}

function writeRuntimeStandIn(outFile) {
  const lines = Object.entries(exposedPages()).map(
    ([id, file]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(file)}),`,
  );
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(
    outFile,
    `const pages = {\n${lines.join('\n')}\n};\nexport function registerRemotes() {}\nexport async function loadRemote(id) {\n  const load = pages[id];\n  if (!load) throw new Error('no page ' + id);\n  return load();\n}\n`,
  );
}

/** @param {string} [outPath] where to write the build (default shell/dist-single) */
function createSingleBundleConfig(outPath) {
  const shellDir = path.join(root, 'shell');
  const standIn = path.join(__dirname, 'tmp/federation-runtime-stand-in.mjs');
  writeRuntimeStandIn(standIn);
  const config = createConfig(
    { dir: shellDir, name: 'shell', html: true, outDir: 'dist-single', federation: false },
    { mode: 'production' },
  );
  if (outPath) config.output.path = outPath;
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/^@module-federation\/enhanced\/runtime$/, (resource) => {
      resource.request = standIn;
    }),
  );
  return config;
}

module.exports = { createSingleBundleConfig, exposedPages };
