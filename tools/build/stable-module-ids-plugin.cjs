// Webpack's deterministic module ids hash each module's name relative to the app, but three kinds of name keep the
// clone's absolute path: a federation "provide module … = /abs/path", a concatenated module's hash of its parts, and
// the federation's generated entry file (node_modules/.federation/entry.<hash of its absolute paths>.js). Ids then
// depend on where the repository was cloned, and so do the bundles' bytes (by a few digits: enough to move a page's
// gzip weight across its budget). This plugin hashes the same names with the repository root and that hash taken out.
const {
  getFullModuleName,
  getUsedModuleIdsAndModules,
  assignDeterministicIds,
} = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

const PLUGIN_NAME = 'StableModuleIdsPlugin';
const FEDERATION_ENTRY = /\/\.federation\/entry\.[0-9a-f]+\.js/g;

class StableModuleIdsPlugin {
  /** @param {{ root: string, maxLength?: number }} options */
  constructor({ root, maxLength = 3 }) {
    this.root = root;
    this.maxLength = maxLength;
  }

  apply(compiler) {
    const { root } = this;
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN_NAME, () => {
        const fullName = (module) =>
          getFullModuleName(module, compiler.context, compiler.root)
            .split(root)
            .join('<root>')
            .replace(FEDERATION_ENTRY, '/.federation/entry.js');
        const nameOf = (module) =>
          module.rootModule && module.modules
            ? `${fullName(module.rootModule)}|${[...module.modules].map(fullName).sort().join(' ')}`
            : fullName(module);
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          nameOf,
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [10 ** this.maxLength],
          10,
          usedIds.size,
        );
      });
    });
  }
}

module.exports = { StableModuleIdsPlugin };
