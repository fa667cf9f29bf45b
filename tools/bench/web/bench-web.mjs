// `pnpm bench:web [--force] [--runs N]`: production builds served as production would, measured in headless
// Chromium against a single-bundle build of the same pages made in the same run. Prints figures, ratios and
// PASS/FAIL per target of issue #19; a miss is a finding, not a failing exit code. --force rebuilds all six apps
// (the build-time target). Ports: shell 4300, remotes 4301–4305, single bundle 4310, API 4400.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../../build/scripts/apps.mjs';
import { fillAuthorityGroups } from './fill.mjs';
import { measureInp, measureLoad, measureSignIn, measureSwitches } from './measure.mjs';
import { buildFloor } from './floor.mjs';
import { keep, readKept } from './kept.mjs';
import { LISTS, LOGIN, MENU, ROW_LISTS, SIGN_IN, SWITCHES } from './pages.mjs';
import { printFiles, printInp, printLoads, printSignIn, printSwitches, printTargets } from './print.mjs';
import { printRows, summariseRows, VARIANTS } from './print-rows.mjs';
import { measureRows } from './rows.mjs';
import { devSession } from './session.mjs';
import { table } from './stats.mjs';
import {
  PORTS,
  buildFederated,
  buildSingle,
  makeWorkDir,
  removeWorkDir,
  startApi,
  startStatic,
} from './stack.mjs';

const { values } = parseArgs({
  // `pnpm bench:web -- --runs 3` passes the `--` on: both spellings work.
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
  options: {
    force: { type: 'boolean', default: false },
    // Measure the current dist folders as they are (still copied under the lock); for working on the bench.
    'no-build': { type: 'boolean', default: false },
    // Per-file gzip bytes of /login and the first maintenance page (the bundle report of issue #2).
    files: { type: 'boolean', default: false },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    // Write this run's time-to-rows figures to docs/bench-web.json and the README's table (commit them).
    keep: { type: 'boolean', default: false },
    // `--only users,clients`: time to rows and INP of these lists alone (names as printed), nothing else; minutes, not
    // twenty. Never kept.
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const require = createRequire(import.meta.url);
const { chromium } = require(path.join(ROOT, 'e2e/node_modules/@playwright/test'));
const origins = {
  federated: `http://localhost:${PORTS.shell}`,
  single: `http://localhost:${PORTS.single}`,
  floor: `http://localhost:${PORTS.floor}`,
};
const apiOrigin = `http://localhost:${PORTS.api}`;

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const workDir = makeWorkDir();
const stops = [];
try {
  console.log(`Machine: ${os.cpus().length} cores (shared with other engineers), Node ${process.version}`);
  const startLoad = os.loadavg().map((n) => Number(n.toFixed(1)));
  console.log(`load average (1 / 5 / 15 min) at start: ${load()}`);
  const build = buildFederated(workDir, { force: values.force, build: !values['no-build'] });
  const singleSeconds = await buildSingle(workDir);
  console.log(`single-bundle build: ${singleSeconds.toFixed(1)} s`);
  console.log(`floor build: ${(await buildFloor(workDir, apiOrigin)).toFixed(1)} s`);
  const api = await startApi(workDir);
  stops.push(() => api.kill('SIGTERM'));
  stops.push(await startStatic(workDir));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  stops.push(() => browser.close());
  console.log(`Chromium ${browser.version()}, ${runs} runs, cold cache per page load`);
  const session = await devSession(apiOrigin);
  await fillAuthorityGroups(apiOrigin, session.state.token);
  const only = values.only?.split(',').map((name) => name.trim());
  const rowLists = only ? ROW_LISTS.filter((page) => only.includes(page.name)) : ROW_LISTS;
  if (only && rowLists.length !== only.length)
    throw new Error(`--only: known lists are ${ROW_LISTS.map((page) => page.name).join(', ')}`);
  const inpLists = rowLists.filter((page) => !only || page.name !== 'audit log');
  const pages = only ? [] : [LOGIN, MENU, ...LISTS];
  const loads = new Map(pages.map((page) => [page.name, { federated: [], single: [] }]));
  const switches = { federated: [], single: [] };
  const signIns = { federated: [], single: [] };
  const inps = new Map(inpLists.map((page) => [page.name, { federated: [], single: [] }]));
  const rowRuns = new Map(rowLists.map((page) => [page.name, { federated: [], single: [], floor: [] }]));
  const requests = new Map();
  for (let run = 1; run <= runs; run += 1) {
    process.stdout.write(`run ${run}/${runs}…\n`);
    for (const page of pages)
      for (const variant of ['federated', 'single'])
        loads.get(page.name)[variant].push(await measureLoad(browser, origins[variant], page, session));
    for (const variant of ['federated', 'single']) {
      if (!only) {
        switches[variant].push(await measureSwitches(browser, origins[variant], LISTS[0], SWITCHES, session));
        signIns[variant].push(await measureSignIn(browser, origins[variant], LOGIN, SIGN_IN));
      }
      for (const page of inpLists)
        inps.get(page.name)[variant].push(await measureInp(browser, origins[variant], page, session));
    }
    for (const page of rowLists)
      for (const variant of VARIANTS) {
        const floor = variant === 'floor';
        const apiPath = requests.get(page.name);
        if (floor && !apiPath) throw new Error(`${page.name}: the product made no request to ${page.api}`);
        const measured = await measureRows(browser, origins[variant], page, session, {
          floor,
          apiPath,
          apiOrigin,
        });
        if (!floor && measured.request) requests.set(page.name, measured.request);
        rowRuns.get(page.name)[variant].push(measured);
      }
  }
  if (only) {
    printInp(inpLists, inps);
    const rowSummary = summariseRows(rowLists, rowRuns);
    console.log(table(['target', 'figure', 'verdict'], printRows(rowLists, rowRuns, rowSummary, readKept())));
    console.log(`load average (1 / 5 / 15 min) at the end: ${load()}`);
  } else {
    if (values.files) await printFiles([LOGIN, LISTS[0]], loads, apiOrigin);
    const loadSummary = await printLoads(pages, loads, apiOrigin, runs);
    const switchSummary = await printSwitches(switches, apiOrigin);
    const signInSummary = printSignIn(signIns);
    const inpSummary = printInp(ROW_LISTS, inps);
    const kept = readKept();
    if (kept)
      console.log(`\nkept run: ${kept.date}, ${kept.machine}, load ${kept.loadAverage.start.join(' / ')}`);
    const rowSummary = summariseRows(ROW_LISTS, rowRuns);
    const rowTargets = printRows(ROW_LISTS, rowRuns, rowSummary, kept);
    printTargets({
      pages,
      loadSummary,
      switchSummary,
      signInSummary,
      inpSummary,
      loads,
      switches,
      build,
      singleSeconds,
      forced: values.force,
      extra: rowTargets,
    });
    if (values.keep) {
      const inp = Object.fromEntries(
        Object.entries(inpSummary).map(([name, per]) => [name, Math.round(per.federated.median)]),
      );
      keep({ rows: rowSummary, inp, runs, startLoad });
    }
    console.log(`load average (1 / 5 / 15 min) at the end: ${load()}`);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  removeWorkDir(workDir);
}
