// Time to rows (issue #26): one context per list and variant — a cold load until the first page's rows are on
// screen, the next page (click → its rows), then away to a menu and back (a repeat visit) — for the product's
// federated and single-bundle builds and the floor page, which asks the API the same request as the product did.
import { floorPath } from './floor.mjs';
import {
  firstRowText,
  goInApp,
  newContext,
  nextPageButton,
  readyAgain,
  turnPage,
  waitFor,
  waitReady,
  GOTO,
} from './measure.mjs';

/** The URL (path and query) of the first request the page made to its list endpoint. */
async function listRequest(tab, apiOrigin, api) {
  const urls = await tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const found = urls.find((url) => url.startsWith(apiOrigin + api));
  return found ? found.slice(apiOrigin.length) : null;
}

/**
 * `variant.floor`: the floor page for `apiPath` (the product's request, from an earlier measurement);
 * otherwise the product's page. Answers { cold, page, repeat } in ms (page: null when the list has one page).
 */
export async function measureRows(browser, origin, page, session, { floor = false, apiPath, apiOrigin }) {
  const context = await newContext(browser, session);
  const path = floor ? floorPath(apiPath) : page.path;
  const away = floor ? '/floor/' : '/maintenance-menu';
  try {
    const tab = await context.newPage();
    await tab.goto(origin + path, GOTO);
    const cold = await waitReady(tab, page.ready, page.name);
    const first = await tab.evaluate(firstRowText, page.ready.selector);
    const request = floor ? apiPath : await listRequest(tab, apiOrigin, page.api);
    await tab.waitForLoadState('networkidle');
    let pageMs = null;
    if (await nextPageButton(tab).count()) {
      pageMs = await turnPage(tab, page.ready, `${page.name} page 2`);
      await tab.waitForLoadState('networkidle');
    }
    await goInApp(tab, away);
    await tab.waitForLoadState('networkidle');
    const t1 = await goInApp(tab, path);
    const back = await waitFor(tab, readyAgain, { ...page.ready, first }, `${page.name} again`);
    return { cold, page: pageMs, repeat: back - t1, request };
  } finally {
    await context.close();
  }
}
