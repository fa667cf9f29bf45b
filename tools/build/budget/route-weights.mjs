// What a route downloads before its first paint, from the builds' page graphs (dist/page-graph.json, written by
// page-graph-plugin.cjs): the shell's entry and bootstrap, the frame of a signed-in page, the page's own chunk group
// (a shell page, or a remote's entry and exposed module), and every shared module those consume, as the shell
// provides it (it provides every shared module and registers first: DESIGN.md, "Federation and deploying").

/** Chunk groups of the shell that every signed-in page loads around its own code. */
export const SIGNED_IN_FRAME = ['page-feedback'];
const EXPOSE_PREFIX = '__federation_expose_';

/** Every page the builds can show: the shell's own pages and each module a remote exposes. */
export function pagesOf(graphs) {
  const shellPages = Object.keys(graphs.shell.groups)
    .filter((id) => id.startsWith('page-') && id !== 'page-feedback')
    .map((group) => ({ key: group.slice('page-'.length), group, signedIn: group !== 'page-login' }));
  const remotePages = Object.entries(graphs.remotes).flatMap(([remote, graph]) =>
    Object.keys(graph.groups)
      .filter((id) => id.startsWith(EXPOSE_PREFIX))
      .map((group) => ({
        key: `${remote}/${group.slice(EXPOSE_PREFIX.length)}`,
        remote,
        group,
        signedIn: true,
      })),
  );
  return [...shellPages, ...remotePages];
}

/** The files (`app/file`) one page loads, in no particular order. */
export function pageFiles(graphs, page) {
  const files = new Set();
  const shares = new Set();
  const addGroup = (app, graph, id) => {
    const group = graph.groups[id];
    if (!group) throw new Error(`${app}: no chunk group ${id} in page-graph.json`);
    for (const file of group.files) files.add(`${app}/${file}`);
    for (const key of group.consumes) addShare(key);
  };
  const addShare = (key) => {
    if (shares.has(key)) return;
    shares.add(key);
    const provider = graphs.shell.provides[key];
    if (!provider) throw new Error(`the shell provides no shared module ${key}`);
    addGroup('shell', graphs.shell, provider);
  };
  addGroup('shell', graphs.shell, graphs.shell.entries.main);
  addGroup('shell', graphs.shell, 'bootstrap');
  if (page.signedIn) for (const id of SIGNED_IN_FRAME) addGroup('shell', graphs.shell, id);
  if (page.remote) {
    const graph = graphs.remotes[page.remote];
    addGroup(page.remote, graph, graph.entries[page.remote]);
    addGroup(page.remote, graph, page.group);
  } else addGroup('shell', graphs.shell, page.group);
  return [...files];
}
