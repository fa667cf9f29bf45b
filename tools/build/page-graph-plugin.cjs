// Writes dist/page-graph.json: which files each chunk group of the build loads and which shared modules it consumes,
// which group provides each shared module, and which group each exposed module is. With it `budget/` adds up what a
// route downloads before its first paint from the build alone, no browser.
const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

const jsFiles = (chunks) =>
  [
    ...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))),
  ].sort();

function groupInfo(compilation, group) {
  const { chunkGraph } = compilation;
  const consumes = new Set();
  for (const chunk of group.chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      if (module.type === CONSUME) consumes.add(module.options.shareKey);
  return { files: jsFiles(group.chunks), consumes: [...consumes].sort() };
}

class PageGraphPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageGraphPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const groups = {};
          const ids = new Map();
          const idOf = (group) => {
            if (!ids.has(group)) {
              const id = group.name ?? `#${ids.size}`;
              ids.set(group, id);
              groups[id] = groupInfo(compilation, group);
            }
            return ids.get(group);
          };
          const entries = {};
          for (const [name, entrypoint] of compilation.entrypoints) entries[name] = idOf(entrypoint);
          for (const group of compilation.chunkGroups) idOf(group);
          const provides = {};
          for (const module of compilation.modules) {
            if (module.type !== PROVIDE || !module.blocks[0]) continue;
            const group = chunkGraph.getBlockChunkGroup(module.blocks[0]);
            if (group) provides[module._name] = idOf(group);
          }
          const json = JSON.stringify(
            { name: compilation.outputOptions.uniqueName, entries, groups, provides },
            null,
            1,
          );
          compilation.emitAsset('page-graph.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { PageGraphPlugin };
