import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No import cycle in the product's code, type-only imports included. ESLint's import-x/no-cycle skips `import type`,
// so a circle closed by types alone (contracts ↔ domain, a props type imported back from its parent) passed lint.
const ROOT = realpathSync(path.resolve(__dirname, '../..'));
const PACKAGES = [
  'shared',
  'api',
  'mocks',
  'shell',
  ...readdirSync(ROOT).filter((name) => name.startsWith('remote-')),
];
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: false,
};

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each source file and the product files it imports (statically, dynamically or for types only). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of PACKAGES.flatMap((name) => sourcesOf(path.join(ROOT, name, 'src')))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule?.resolvedFileName;
      // @sdp/shared resolves through node_modules' link to its sources: the real path is the file itself.
      const real = resolved && realpathSync(resolved);
      return real && !real.includes('node_modules') ? [real] : [];
    });
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan), each a cycle or several. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(ROOT, member));
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups;
}

describe('imports of the product code', () => {
  const graph = importGraph();

  it('resolve the shared package to its sources, so a cycle through @sdp/shared/* is seen', () => {
    const users = path.join(ROOT, 'shared/src/domain/user-workflow.ts');
    expect(graph.get(users)).toContain(path.join(ROOT, 'shared/src/contracts/index.ts'));
  });

  it('form no cycle, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
