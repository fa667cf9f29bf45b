// In-browser measurements: one cold page load, a chain of in-app switches between remote pages, the sign-in, and
// INP on a list page. Times come from the page's own clock (performance.now(), paint and LCP entries, web-vitals);
// bytes from Resource Timing, split at the shell's prefetch mark into the page's own and what it prefetched.
/* global window, document, location, history, dispatchEvent, PopStateEvent, self, requestAnimationFrame, webVitals -- these functions run in the page */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
/**
 * web-vitals, injected by the bench only (never part of the app's bundles); its package exports no IIFE build.
 * Playwright runs an init script inside a function, so the IIFE's `var webVitals` would stay local: it is put on
 * window by hand.
 */
const WEB_VITALS = `${readFileSync(
  path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
)};window.webVitals = webVitals;`;
// Readiness is the page's own (rows, text): no wait for the load event, which a loaded machine can push past 30 s.
export const GOTO = { waitUntil: 'commit', timeout: 120_000 };

/** Marks the rows on screen as old (run in the page): readiness then waits for new ones. */
export const markOldRows = () =>
  document
    .querySelectorAll('.sdp-table-row, .ant-table-row')
    .forEach((el) => el.setAttribute('data-bench-old', ''));

/** The text of the first row on screen (run in the page), to know page 1 again on a repeat visit. */
export const firstRowText = (selector) =>
  [...document.querySelectorAll(selector)].find((el) => el.checkVisibility())?.textContent ?? null;

/**
 * Truthy (the time) once `min` rows are on screen again and the first is page 1's (`first`). Rows are told by what
 * shows, not by being new: a kept page shows its own rows again, and a kept page left on page 2 hides those.
 */
export const readyAgain = ({ selector, min, first }) => {
  const shown = [...document.querySelectorAll(selector)].filter((el) => el.checkVisibility());
  return shown.length >= min && shown[0].textContent === first ? performance.now() : false;
};

/** The list's next-page button, enabled: `count()` is 0 on a list of one page. */
export const nextPageButton = (tab) =>
  tab.locator('main .ant-pagination-next:not(.ant-pagination-disabled)').first();

/** Presses the next-page button and waits for the new page's rows; answers the ms between, on the page's clock. */
export async function turnPage(tab, ready, label) {
  await tab.evaluate(markOldRows);
  const pressed = await tab.evaluate(() => performance.now());
  await nextPageButton(tab).click();
  return (await waitReady(tab, { ...ready, min: 1 }, label)) - pressed;
}

/** Switches in-app as a router link does; returns the page's clock just before. */
export const goInApp = (tab, target) =>
  tab.evaluate((to) => {
    const started = performance.now();
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return started;
  }, target);

/**
 * Installed before any page script: keeps the latest LCP candidate, and watches every frame for a blank content
 * area (no text, no skeleton): the longest such stretch since the last reset is the "blank" figure.
 */
const observePage = () => {
  window.__benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const busy = '[aria-busy="true"], .ant-skeleton, .ant-spin-spinning';
  const isBlank = () => {
    const root = document.getElementById('root');
    if (!root) return false;
    const main = root.querySelector('main');
    const area = main ?? root;
    return !area.querySelector(busy) && !area.innerText.trim();
  };
  window.__benchBlank = { since: null, longest: 0 };
  const frame = () => {
    const state = window.__benchBlank;
    const now = performance.now();
    if (isBlank()) {
      state.since ??= now;
      state.longest = Math.max(state.longest, now - state.since);
    } else state.since = null;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

const observeInp = () => {
  window.__benchInp = null;
  // The same interactions straight from the Event Timing API: the longest one, as a check on web-vitals' figure.
  window.__benchEvents = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__benchEvents = Math.max(window.__benchEvents, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  webVitals.onINP(
    (metric) => {
      const a = metric.attribution ?? {};
      window.__benchInp = {
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        input: a.inputDelay,
        processing: a.processingDuration,
        presentation: a.presentationDelay,
      };
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
};

/** Truthy (the time) once the page is usable: `min` fresh rows of its table, or its text on screen. */
const readyAt = ({ selector, min, text, path }) => {
  if (path && location.pathname !== path) return false;
  if (selector) {
    const fresh = [...document.querySelectorAll(selector)].filter((el) => !el.hasAttribute('data-bench-old'));
    return fresh.length >= min ? performance.now() : false;
  }
  return document.body.innerText.includes(text) ? performance.now() : false;
};

/** Truthy (the time) once the new page shows anything of its own: a skeleton, its rows, or its text. */
const feedbackAt = ({ selector, text, path }) => {
  if (path && location.pathname !== path) return false;
  const main = document.querySelector('main');
  if (main?.querySelector('[aria-busy="true"]')) return performance.now();
  if (selector && [...document.querySelectorAll(selector)].some((el) => !el.hasAttribute('data-bench-old')))
    return performance.now();
  return text && document.body.innerText.includes(text) ? performance.now() : false;
};

export async function waitFor(tab, fn, arg, label) {
  try {
    return await (await tab.waitForFunction(fn, arg, { polling: 'raf', timeout: 120_000 })).jsonValue();
  } catch (error) {
    const text = await tab.evaluate(() => document.body.innerText.slice(0, 400)).catch(() => '');
    throw new Error(`${label} (${tab.url()}) never became usable: ${error.message}\npage text: ${text}`);
  }
}
export const waitReady = (tab, ready, label) => waitFor(tab, readyAt, ready, label);

const resources = () =>
  performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name,
    start: entry.startTime,
    initiator: entry.initiatorType,
    encoded: entry.encodedBodySize,
    decoded: entry.decodedBodySize,
  }));
// Runs in the page (evaluate): the shell's idle-prefetch mark, by name.
const prefetchStart = () => performance.getEntriesByName('sdp:prefetch')[0]?.startTime ?? Infinity;

export async function newContext(browser, session, { vitals = false } = {}) {
  const context = await browser.newContext();
  await context.addInitScript(observePage);
  if (vitals) {
    await context.addInitScript({ content: WEB_VITALS });
    await context.addInitScript(observeInp);
  }
  if (session)
    await context.addInitScript(
      (value) => localStorage.setItem('sdp-session', value),
      JSON.stringify(session),
    );
  return context;
}

/** Splits what a page loaded at the shell's prefetch mark: its own resources, and the code it prefetched when idle. */
async function loadedResources(tab) {
  const all = await tab.evaluate(resources);
  const mark = await tab.evaluate(prefetchStart);
  return { own: all.filter((r) => r.start < mark), prefetched: all.filter((r) => r.start >= mark) };
}

/** One cold load (fresh context: empty cache) of `origin + page.path` until the page is usable. */
export async function measureLoad(browser, origin, page, session) {
  const context = await newContext(browser, page.signedIn ? session : null);
  try {
    const tab = await context.newPage();
    await tab.goto(origin + page.path, GOTO);
    const usable = await waitReady(tab, page.ready, page.name);
    await tab.waitForLoadState('networkidle');
    const figures = await tab.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: window.__benchLcp,
      blank: window.__benchBlank.longest,
      rows: document.querySelectorAll('tbody tr.sdp-table-row, .ant-table-tbody tr.ant-table-row').length,
    }));
    const { own, prefetched } = await loadedResources(tab);
    return { ...figures, usable, resources: own, prefetched, modules: await tab.evaluate(loadedModules) };
  } finally {
    await context.close();
  }
}

/** Starts on the first page, then switches in-app (history + popstate, as a router link does) through `steps`. */
export async function measureSwitches(browser, origin, first, steps, session) {
  const context = await newContext(browser, session);
  try {
    const tab = await context.newPage();
    await tab.goto(origin + first.path, GOTO);
    await waitReady(tab, first.ready, first.name);
    await tab.waitForLoadState('networkidle');
    const results = [];
    for (const step of steps) {
      const before = (await tab.evaluate(resources)).length;
      const t0 = await tab.evaluate((target) => {
        document
          .querySelectorAll('.sdp-table-row, .ant-table-row')
          .forEach((el) => el.setAttribute('data-bench-old', ''));
        window.__benchBlank = { since: null, longest: 0 };
        const started = performance.now();
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
        return started;
      }, step.page.path);
      const ready = { ...step.page.ready, path: step.page.path };
      const [feedback, done] = await Promise.all([
        waitFor(tab, feedbackAt, ready, step.page.name),
        waitReady(tab, ready, step.page.name),
      ]);
      await tab.waitForLoadState('networkidle');
      const blank = await tab.evaluate(() => window.__benchBlank.longest);
      results.push({
        ...step,
        ms: done - t0,
        feedback: feedback - t0,
        blank,
        resources: (await tab.evaluate(resources)).slice(before),
      });
    }
    return { results, modules: await tab.evaluate(loadedModules) };
  } finally {
    await context.close();
  }
}

/** From the login page (cold), picks the account and times the way to the signed-in home menu. */
export async function measureSignIn(browser, origin, login, home) {
  const context = await newContext(browser, null);
  try {
    const tab = await context.newPage();
    await tab.goto(origin + login.path, GOTO);
    await waitReady(tab, login.ready, login.name);
    await tab.waitForLoadState('networkidle');
    const button = tab.getByText(home.account, { exact: true });
    const t0 = await tab.evaluate(() => {
      window.__benchBlank = { since: null, longest: 0 };
      return performance.now();
    });
    await button.click();
    const ready = { ...home.ready, path: home.path };
    const [feedback, done] = await Promise.all([
      waitFor(tab, feedbackAt, ready, home.name),
      waitReady(tab, ready, home.name),
    ]);
    const blank = await tab.evaluate(() => window.__benchBlank.longest);
    // The click's own dispatch is part of the wait: time from just before it.
    return { ms: done - t0, feedback: feedback - t0, blank };
  } finally {
    await context.close();
  }
}

/**
 * INP (web-vitals, injected) on a list page: type into its first filter field, open its first select, go to the
 * next page of the table. Each step that the page has is done; returns the INP and its worst interaction.
 */
export async function measureInp(browser, origin, page, session) {
  const context = await newContext(browser, session, { vitals: true });
  try {
    const tab = await context.newPage();
    await tab.goto(origin + page.path, GOTO);
    await waitReady(tab, page.ready, page.name);
    await tab.waitForLoadState('networkidle');
    const done = [];
    const input = tab.locator('main form input.ant-input').first();
    if (await input.count()) {
      await input.click();
      await tab.keyboard.type('abc', { delay: 60 });
      await input.fill('');
      done.push('type');
    }
    const select = tab.locator('main form .ant-select').first();
    if (await select.count()) {
      await select.click();
      await tab.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first().waitFor();
      await tab.keyboard.press('Escape');
      done.push('select');
    }
    if (await nextPageButton(tab).count()) {
      await turnPage(tab, page.ready, page.name);
      done.push('page');
    }
    // web-vitals reports the final INP when the page is hidden, as when the user leaves it: a headless tab never is.
    await tab.waitForTimeout(500);
    await tab.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const inp = await tab.evaluate(() => window.__benchInp);
    const events = await tab.evaluate(() => window.__benchEvents);
    return { inp: inp?.value ?? 0, events, worst: inp, done };
  } finally {
    await context.close();
  }
}

/**
 * Every webpack module the page has loaded, per app: webpack keeps each loaded chunk in self.webpackChunk<app>.
 * Module ids are deterministic paths hashes, equal across apps for the same package file, so the same id with the
 * same code in two apps is a module loaded twice.
 */
function loadedModules() {
  const out = {};
  for (const key of Object.keys(self).filter((k) => k.startsWith('webpackChunk'))) {
    const app = key.slice('webpackChunk'.length);
    out[app] = {};
    for (const entry of self[key]) {
      for (const [id, factory] of Object.entries(entry[1] ?? {})) {
        const code = String(factory);
        out[app][id] = { size: code.length, head: code.slice(0, 200) };
      }
    }
  }
  return out;
}
