// In-browser measurements: one cold page load, and a chain of in-app switches between remote pages.
// Times come from the page's own clock (performance.now(), paint and LCP entries); bytes from Resource Timing.
/* global window, document, location, history, dispatchEvent, PopStateEvent, self -- these functions run in the page */

/** Installed before any page script: keeps the latest LCP candidate. */
const observeLcp = () => {
  window.__benchLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
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

async function waitReady(tab, ready, label) {
  try {
    return await (await tab.waitForFunction(readyAt, ready, { polling: 'raf', timeout: 60_000 })).jsonValue();
  } catch (error) {
    const text = await tab.evaluate(() => document.body.innerText.slice(0, 400)).catch(() => '');
    throw new Error(`${label} (${tab.url()}) never became usable: ${error.message}\npage text: ${text}`);
  }
}

const resources = () =>
  performance.getEntriesByType('resource').map((entry) => ({
    url: entry.name,
    initiator: entry.initiatorType,
    encoded: entry.encodedBodySize,
    decoded: entry.decodedBodySize,
  }));

async function newContext(browser, session) {
  const context = await browser.newContext();
  await context.addInitScript(observeLcp);
  if (session)
    await context.addInitScript(
      (value) => localStorage.setItem('sdp-session', value),
      JSON.stringify(session),
    );
  return context;
}

/** One cold load (fresh context: empty cache) of `origin + page.path` until the page is usable. */
export async function measureLoad(browser, origin, page, session) {
  const context = await newContext(browser, page.signedIn ? session : null);
  try {
    const tab = await context.newPage();
    await tab.goto(origin + page.path);
    const usable = await waitReady(tab, page.ready, page.name);
    await tab.waitForLoadState('networkidle');
    const figures = await tab.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      lcp: window.__benchLcp,
      rows: document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length,
    }));
    return {
      ...figures,
      usable,
      resources: await tab.evaluate(resources),
      modules: await tab.evaluate(loadedModules),
    };
  } finally {
    await context.close();
  }
}

/** Starts on the first page, then switches in-app (history + popstate, as a router link does) through `steps`. */
export async function measureSwitches(browser, origin, first, steps, session) {
  const context = await newContext(browser, session);
  try {
    const tab = await context.newPage();
    await tab.goto(origin + first.path);
    await waitReady(tab, first.ready, first.name);
    await tab.waitForLoadState('networkidle');
    const results = [];
    for (const step of steps) {
      const before = (await tab.evaluate(resources)).length;
      const t0 = await tab.evaluate((target) => {
        document.querySelectorAll('.ant-table-row').forEach((el) => el.setAttribute('data-bench-old', ''));
        const started = performance.now();
        history.pushState({}, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
        return started;
      }, step.page.path);
      const ready = { ...step.page.ready, path: step.page.path };
      const done = await waitReady(tab, ready, step.page.name);
      await tab.waitForLoadState('networkidle');
      results.push({ ...step, ms: done - t0, resources: (await tab.evaluate(resources)).slice(before) });
    }
    return { results, modules: await tab.evaluate(loadedModules) };
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
