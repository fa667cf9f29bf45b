// Prints a CPU profile as main-thread time per script (self time of its functions) and the costliest functions,
// with the network timeline beside it: what ran before the rows, and where.

// A file of another origin (a remote, the API) keeps its port: the shell's chunk 4058 and a remote's are two files.
const fileOf = (url) =>
  url
    ? url.replace(/^https?:\/\/[^/:]+(?::(\d+))?/, (_, port) => (port ? `:${port}` : '')).replace(/\?.*$/, '')
    : '(native)';

export function printProfile(title, profile, network) {
  const self = new Map();
  const byFunction = new Map();
  const dt = new Map(profile.nodes.map((node) => [node.id, 0]));
  profile.samples.forEach((id, i) => dt.set(id, dt.get(id) + (profile.timeDeltas[i] ?? 0) / 1000));
  for (const node of profile.nodes) {
    const ms = dt.get(node.id);
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const file = fileOf(url);
    self.set(file, (self.get(file) ?? 0) + ms);
    const fn = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  console.log(`\n== ${title}`);
  if (network.length) {
    console.log('network (start–end ms):');
    for (const r of network)
      console.log(`  ${r.start.toFixed(0).padStart(6)}–${r.end.toFixed(0).padEnd(6)} ${fileOf(r.url)}`);
  }
  console.log('main thread, self time per script:');
  console.log(top(self, 15));
  console.log('costliest functions (self):');
  console.log(top(byFunction, 25));
}
