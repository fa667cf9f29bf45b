// `node tools/build/scripts/check-budgets.mjs [--update]`: the gzip JS each page downloads before its first paint,
// added up from the production builds' page graphs (no browser), against tools/build/budget/budgets.json. Fails
// when a page is over its budget. A page new since the last --update is held to the largest budget of its app, so
// adding a page never fails by itself, but a heavy one does. --update writes today's weights plus the headroom.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFiles, pagesOf } from '../budget/route-weights.mjs';
import { REMOTES, ROOT, SHELL } from './apps.mjs';

const BUDGETS = path.join(ROOT, 'tools/build/budget/budgets.json');
const dirOf = Object.fromEntries(
  [SHELL, ...REMOTES].map((app) => [app.name, path.join(ROOT, app.dir, 'dist')]),
);

const readGraph = (app) => {
  const file = path.join(dirOf[app], 'page-graph.json');
  if (!existsSync(file))
    throw new Error(`${file} is missing: build first (node tools/build/scripts/build-all.mjs)`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

const sizes = new Map();
// Level 6 is what the production server (serve.mjs) sends to a browser that asks for gzip.
const gzipBytes = (appFile) => {
  if (!sizes.has(appFile)) {
    const [app, ...rest] = appFile.split('/');
    sizes.set(appFile, gzipSync(readFileSync(path.join(dirOf[app], ...rest)), { level: 6 }).length);
  }
  return sizes.get(appFile);
};

const graphs = {
  shell: readGraph(SHELL.name),
  remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, readGraph(remote.name)])),
};
const weights = pagesOf(graphs).map((page) => {
  const files = pageFiles(graphs, page);
  return { key: page.key, files: files.length, kb: files.reduce((sum, f) => sum + gzipBytes(f), 0) / 1024 };
});

const stored = existsSync(BUDGETS)
  ? JSON.parse(readFileSync(BUDGETS, 'utf8'))
  : { headroom: 0.03, pages: {} };
if (process.argv.includes('--update')) {
  const pages = Object.fromEntries(
    weights.map(({ key, kb }) => [key, Math.ceil(kb * (1 + stored.headroom) * 10) / 10]),
  );
  writeFileSync(BUDGETS, `${JSON.stringify({ ...stored, pages }, null, 2)}\n`);
  console.log(
    `budgets written to ${path.relative(ROOT, BUDGETS)} (today's weight + ${stored.headroom * 100}%)`,
  );
}
const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8')).pages;
const appOf = (key) => (key.includes('/') ? key.split('/')[0] : 'shell');
const largestOfApp = (app) =>
  Math.max(
    ...Object.entries(budgets)
      .filter(([key]) => appOf(key) === app)
      .map(([, kb]) => kb),
  );
let failed = 0;
console.log('page (gzip JS before the first paint)'.padEnd(56), 'files', '     KB', ' budget', 'verdict');
for (const { key, files, kb } of weights) {
  const own = budgets[key];
  const budget = own ?? largestOfApp(appOf(key));
  // Budgets are written to 0.1 KB, so the weight is compared at the same precision.
  const ok = Number.isFinite(budget) && Math.round(kb * 10) / 10 <= budget;
  if (!ok) failed += 1;
  const verdict = `${ok ? 'ok' : 'FAIL (over budget)'}${own === undefined ? " (new page: its app's largest budget; --update to give it one)" : ''}`;
  console.log(
    key.padEnd(56),
    String(files).padStart(5),
    kb.toFixed(1).padStart(7),
    String(Number.isFinite(budget) ? budget : '–').padStart(7),
    verdict,
  );
}
console.log(`budgets: ${weights.length - failed} pages within, ${failed} over`);
process.exit(failed ? 1 : 0);
