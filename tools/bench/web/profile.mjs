// `node tools/bench/web/profile.mjs [--list users] [--no-build]`: what runs before one list's rows, on the bench's
// federated build and API. Prints the cold load's network timeline and main-thread time per script (Chromium's CPU
// profile), then the same for a click on the next page, with when its request left after the click.
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { ROOT } from '../../build/scripts/apps.mjs';
import { GOTO, markOldRows, newContext, nextPageButton, waitReady } from './measure.mjs';
import { ROW_LISTS } from './pages.mjs';
import { PORTS, buildFederated, makeWorkDir, removeWorkDir, startApi, startStatic } from './stack.mjs';
import { devSession } from './session.mjs';
import { printProfile } from './profile-print.mjs';

const { values } = parseArgs({
  options: { list: { type: 'string', default: 'users' }, 'no-build': { type: 'boolean', default: false } },
});
const page = ROW_LISTS.find((list) => list.name === values.list);
if (!page) throw new Error(`--list: one of ${ROW_LISTS.map((list) => list.name).join(', ')}`);
const require = createRequire(import.meta.url);
const { chromium } = require(path.join(ROOT, 'e2e/node_modules/@playwright/test'));
const apiOrigin = `http://localhost:${PORTS.api}`;
const origin = `http://localhost:${PORTS.shell}`;

const resources = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd }));

const workDir = makeWorkDir();
const stops = [];
try {
  console.log(
    `load average: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  buildFederated(workDir, { build: !values['no-build'] });
  const api = await startApi(workDir);
  stops.push(() => api.kill('SIGTERM'));
  stops.push(await startStatic(workDir));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  stops.push(() => browser.close());
  const context = await newContext(browser, await devSession(apiOrigin));
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await tab.goto(origin + page.path, GOTO);
  const rowsAt = await waitReady(tab, page.ready, page.name);
  const cold = await cdp.send('Profiler.stop');
  await tab.waitForLoadState('networkidle');
  printProfile(
    `cold load of ${page.name}: rows at ${rowsAt.toFixed(0)} ms`,
    cold.profile,
    await tab.evaluate(resources),
  );
  await tab.evaluate(() => performance.clearResourceTimings());
  await tab.evaluate(markOldRows);
  await cdp.send('Profiler.start');
  const clickAt = await tab.evaluate(() => performance.now());
  await nextPageButton(tab).click();
  const nextAt = await waitReady(tab, { ...page.ready, min: 1 }, `${page.name} page 2`);
  const next = await cdp.send('Profiler.stop');
  const list = (await tab.evaluate(resources)).filter((r) => r.url.startsWith(apiOrigin + page.api));
  printProfile(
    `next page: rows ${(nextAt - clickAt).toFixed(0)} ms after the click; its request left at +${(
      (list[0]?.start ?? NaN) - clickAt
    ).toFixed(0)} ms`,
    next.profile,
    [],
  );
} finally {
  for (const stop of stops.reverse()) await stop();
  removeWorkDir(workDir);
}
