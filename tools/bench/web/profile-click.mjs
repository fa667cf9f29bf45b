// `node tools/bench/web/profile-click.mjs [--runs N] [--only users,...] [--builds DIR,DIR] [--action page|repeat|cold]
// [--no-profile] [--latency MS] [--save DIR]`: the next-page click of each list (or, with `--action repeat`, the
// bench's repeat visit: from page 2 to a menu and back to the list's address, in-app; with `--action cold`, the
// bench's cold load on an empty cache), profiled in headless Chromium on production builds (run `pnpm bench:web` or
// build-all first; no build here). --builds takes folders holding shell/dist and remote-*/dist (a copy made before a
// change, and the clone): runs alternate between them, for an A/B in one run on a noisy machine. Prints, per list, the
// click's event duration and processing (Event Timing), the main thread's script time from the press to the new rows
// (long animation frames plus a CPU profile), the app's function calls in that time (precise coverage: the same on a
// loaded machine), and the hottest functions. Build with SDP_NO_MINIFY=1 for the functions' names
// (`SDP_NO_MINIFY=1 node tools/build/scripts/build-all.mjs`).
/* global window */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, ROOT, SHELL } from '../../build/scripts/apps.mjs';
import {
  GOTO,
  firstRowText,
  goInApp,
  newContext,
  nextPageButton,
  readyAgain,
  turnPage,
  waitFor,
  waitReady,
} from './measure.mjs';
import { fillAuthorityGroups } from './fill.mjs';
import { ROW_LISTS } from './pages.mjs';
import { devSession } from './session.mjs';
import { PORTS, makeWorkDir, removeWorkDir, startApi, startStatic } from './stack.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    top: { type: 'string', default: '0' },
    builds: { type: 'string' },
    'top-calls': { type: 'string', default: '0' },
    action: { type: 'string', default: 'page' },
    // How long the page rests before the profiled step (ms): the shell's idle prefetch runs in the first seconds.
    settle: { type: 'string', default: '300' },
    // Milliseconds added to every request's round trip (Chromium's network emulation): the API and the code as
    // over an office network rather than this machine's loopback.
    latency: { type: 'string', default: '0' },
    // Time only: without the profiler and the call counting, which slow the page down.
    'no-profile': { type: 'boolean', default: false },
    // A folder: each run's CPU profile is written there (<list>-b<build>-<run>.cpuprofile, for DevTools or a script).
    save: { type: 'string' },
  },
});
const require = createRequire(import.meta.url);
const { chromium } = require(path.join(ROOT, 'e2e/node_modules/@playwright/test'));
const only = values.only?.split(',').map((s) => s.trim());
const lists = ROW_LISTS.filter((list) => !only || only.includes(list.name));

const observe = () => {
  window.__clicks = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'click' || e.name === 'pointerdown' || e.name === 'pointerup')
        window.__clicks.push({
          name: e.name,
          duration: e.duration,
          processing: e.processingEnd - e.processingStart,
        });
  }).observe({ type: 'event', durationThreshold: 0, buffered: false });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__frames.push({ start: e.startTime, script: e.scripts.reduce((sum, s) => sum + s.duration, 0) });
  }).observe({ type: 'long-animation-frame', buffered: false });
};

function hottest(profile, top) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anon)'} ${path.basename(url)}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs) =>
  `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)} (median ${median(xs).toFixed(0)})`;

if (!['page', 'repeat', 'cold'].includes(values.action)) throw new Error('--action is page, repeat or cold');

const profiling = !values['no-profile'];
const NO_PROFILE = { nodes: [], samples: [], timeDeltas: [] };
const builds = values.builds?.split(',') ?? [ROOT];
const workDir = makeWorkDir();
/** Serves one build: the static servers read the work folder's copies (restarted: they cache compressed files). */
async function serveBuild(root) {
  for (const dir of [SHELL.dir, ...REMOTES.map((r) => r.dir), 'single', 'floor']) {
    const to = path.join(workDir, dir);
    rmSync(to, { recursive: true, force: true });
    mkdirSync(to, { recursive: true });
    if (dir !== 'single' && dir !== 'floor') cpSync(path.join(root, dir, 'dist'), to, { recursive: true });
  }
  return startStatic(workDir);
}

/** Chromium's network emulation: `--latency` added to every request's round trip. */
async function emulateLatency(cdp) {
  if (Number(values.latency) <= 0) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: Number(values.latency),
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** The bench's cold load: from the navigation's start (the page's clock) to the rows, on an empty cache. */
async function coldLoad(tab, list, startProfiling) {
  await startProfiling();
  await tab.goto(`http://localhost:${PORTS.shell}${list.path}`, GOTO);
  return waitReady(tab, list.ready, list.name);
}

/**
 * A next-page click, or the bench's repeat visit (page 2, a menu, back to the list's address): click to rows; null
 * for a next page on a list of one page.
 */
async function stepOnList(tab, list, startProfiling) {
  await tab.goto(`http://localhost:${PORTS.shell}${list.path}`, { waitUntil: 'load' });
  await waitReady(tab, list.ready, list.name);
  const first = await tab.evaluate(firstRowText, list.ready.selector);
  await tab.waitForLoadState('networkidle');
  if (values.action === 'repeat') {
    // As the bench: page 2 first when there is one (the authority list and the audit log have one page).
    if (await nextPageButton(tab).count()) await turnPage(tab, list.ready, list.name);
    await goInApp(tab, '/maintenance-menu');
    await tab.waitForLoadState('networkidle');
  }
  await tab.waitForTimeout(Number(values.settle));
  await tab.evaluate(() => {
    window.__frames.length = 0;
    window.__clicks.length = 0;
  });
  await startProfiling();
  if (values.action === 'repeat') {
    const t0 = await goInApp(tab, list.path);
    return (await waitFor(tab, readyAgain, { ...list.ready, first }, `${list.name} again`)) - t0;
  }
  // A list of one page (the audit log over the bench's data) has no next page to press.
  if (!(await nextPageButton(tab).count())) return null;
  return turnPage(tab, list.ready, list.name);
}

/** What one step cost: the click's Event Timing, long frames' script, JS on CPU and the app's function calls. */
function figuresOf(profile, coverage, clicks, frames) {
  const own = coverage.filter((script) => script.url.startsWith('http'));
  const calls = own.reduce(
    (sum, script) => sum + script.functions.reduce((n, f) => n + (f.ranges[0]?.count ?? 0), 0),
    0,
  );
  const click = clicks.find((c) => c.name === 'click');
  const skip = new Set(
    profile.nodes
      .filter((n) => ['(idle)', '(program)', '(garbage collector)'].includes(n.callFrame.functionName))
      .map((n) => n.id),
  );
  const cpu = profile.samples.reduce(
    (sum, id, i) => sum + (skip.has(id) ? 0 : (profile.timeDeltas[i] ?? 0) / 1000),
    0,
  );
  const counted = own
    .flatMap((script) =>
      script.functions.map((f) => [
        `${f.functionName || '(anon)'} ${path.basename(script.url)}:${f.ranges[0]?.startOffset}`,
        f.ranges[0]?.count ?? 0,
      ]),
    )
    .sort((a, b) => b[1] - a[1]);
  return {
    counted,
    duration: click?.duration ?? 0,
    processing: click?.processing ?? 0,
    script: frames.reduce((sum, f) => sum + f.script, 0),
    cpu,
    calls: calls / 1000,
    profile,
  };
}

/** One step (`--action`) on a fresh tab, profiled unless `--no-profile`; null when the list has no next page. */
async function clickOnce(browser, session, list) {
  const context = await newContext(browser, session);
  try {
    await context.addInitScript(observe);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await emulateLatency(cdp);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const startProfiling = async () => {
      if (!profiling) return;
      // Function calls of the app's own scripts up to the rows: load does not change them, time does.
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      await cdp.send('Profiler.takePreciseCoverage');
      await cdp.send('Profiler.start');
    };
    // Time to rows under the profiler and the call counting: slower than the bench's, alike for every build.
    const rows =
      values.action === 'cold'
        ? await coldLoad(tab, list, startProfiling)
        : await stepOnList(tab, list, startProfiling);
    if (rows === null) return null;
    await tab.waitForTimeout(300);
    const { profile } = profiling ? await cdp.send('Profiler.stop') : { profile: NO_PROFILE };
    const { result: coverage } = profiling ? await cdp.send('Profiler.takePreciseCoverage') : { result: [] };
    if (profiling) await cdp.send('Profiler.stopPreciseCoverage');
    const { clicks, frames } = await tab.evaluate(() => ({
      clicks: window.__clicks,
      frames: window.__frames,
    }));
    return { rows, ...figuresOf(profile, coverage, clicks, frames) };
  } finally {
    await context.close();
  }
}

const stops = [];
try {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  console.log(`load average at start: ${load()}`);
  const api = await startApi(workDir);
  stops.push(() => api.kill('SIGTERM'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  stops.push(() => browser.close());
  const session = await devSession(`http://localhost:${PORTS.api}`);
  // As the bench: the authority list gets a second page, and the audit log rows (the groups' registrations).
  await fillAuthorityGroups(`http://localhost:${PORTS.api}`, session.state.token);
  const figures = new Map();
  const profiles = new Map();
  const counts = new Map();
  for (let run = 0; run < Number(values.runs); run++)
    for (const root of builds) {
      const stop = await serveBuild(root);
      try {
        for (const list of lists) {
          const key = `${root} ${list.name}`;
          const result = await clickOnce(browser, session, list);
          if (!result) {
            if (run === 0) console.log(`${key}: one page, no next page to press`);
            continue;
          }
          const all = figures.get(key) ?? {
            rows: [],
            duration: [],
            processing: [],
            script: [],
            cpu: [],
            calls: [],
          };
          for (const name of Object.keys(all)) all[name].push(result[name]);
          figures.set(key, all);
          profiles.set(key, result.profile);
          if (values.save) {
            mkdirSync(values.save, { recursive: true });
            writeFileSync(
              path.join(
                values.save,
                `${list.name.replace(/ /g, '-')}-b${builds.indexOf(root)}-${run}.cpuprofile`,
              ),
              JSON.stringify(result.profile),
            );
          }
          counts.set(key, result.counted);
        }
      } finally {
        stop();
      }
    }
  for (const [key, f] of figures) {
    console.log(
      `${key}: rows in ${range(f.rows)} ms, click duration ${range(f.duration)} ms, processing ${range(f.processing)}, ` +
        `LoAF script ${range(f.script)}, JS on CPU ${range(f.cpu)}, app function calls (thousands) ${range(f.calls)}`,
    );
    for (const [name, ms] of hottest(profiles.get(key), Number(values.top)))
      console.log(`  ${ms.toFixed(1).padStart(6)} ms ${name}`);
    for (const [name, n] of counts.get(key).slice(0, Number(values['top-calls'] ?? 0)))
      console.log(`  ${String(n).padStart(8)} calls ${name}`);
  }
  console.log(`load average at end: ${load()}`);
} finally {
  for (const stop of stops.reverse()) await stop();
  removeWorkDir(workDir);
}
