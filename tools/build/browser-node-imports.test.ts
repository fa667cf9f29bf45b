import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Mock mode runs the server's own code in the browser (DESIGN §8). Mock builds ignore `node:` modules (PGlite's Node
// paths never run there), so a product file on the browser's path that imports one builds fine and then fails as the
// page loads ("Cannot find module 'node:async_hooks'": every standalone journey stuck at 読み込み中…). This walks
// the value imports from the browser's entries and names any such file, with the path that reaches it.
const ROOT = realpathSync(path.resolve(__dirname, '../..'));
const ENTRIES = [
  'mocks/src/browser.ts',
  'mocks/src/browser/pglite-worker.ts',
  'mocks/src/standalone/mount-standalone.tsx',
];
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
};
const NODE_BUILTIN = /^node:/;

/** The module specifiers a file imports for its values (type-only imports and exports are erased by the build). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          ? clause.namedBindings.elements.every((element) => element.isTypeOnly)
          : false);
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(specifier: string, from: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, from, OPTIONS, ts.sys).resolvedModule?.resolvedFileName;
  if (!resolved || !existsSync(resolved)) return undefined;
  const real = realpathSync(resolved);
  return real.includes('node_modules') || real.endsWith('.d.ts') ? undefined : real;
}

/** Each product file on the browser's path that imports a Node built-in, with the chain of files leading to it. */
function nodeImportsOnBrowserPath(): string[] {
  const reachedFrom = new Map<string, string | null>();
  const queue = ENTRIES.map((entry) => path.join(ROOT, entry));
  for (const entry of queue) reachedFrom.set(entry, null);
  const offenders: string[] = [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of valueImports(file)) {
      if (NODE_BUILTIN.test(specifier)) {
        const chain: string[] = [];
        for (let at: string | null | undefined = file; at; at = reachedFrom.get(at))
          chain.unshift(path.relative(ROOT, at));
        offenders.push(`${specifier} in ${chain.join(' → ')}`);
        continue;
      }
      const target = resolve(specifier, file);
      if (target && !reachedFrom.has(target) && !/\.test\.tsx?$/.test(target)) {
        reachedFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return offenders;
}

it('the browser entries of mock mode reach no product file that imports a Node built-in', () => {
  const entries = ENTRIES.map((entry) => path.join(ROOT, entry));
  expect(entries.filter((entry) => !existsSync(entry))).toEqual([]);
  expect(nodeImportsOnBrowserPath()).toEqual([]);
});
