import { maintenanceCardsFor, reportCardsFor } from '../pages/menus/menu-cards';
import { loadFeedbackKit } from '../layout/page-feedback';
import { loadRemotePage } from './remote-registry';

/**
 * After the user acts (a press, a key, Back or Forward), the prefetch waits this long: a page change or a switch that
 * follows must not share the main thread with a prefetched page's scripts running as they arrive.
 */
export const QUIET_AFTER_INPUT_MS = 1000;
const RETRY_MS = 250;
const INPUTS = ['pointerdown', 'keydown', 'popstate'] as const;

// A page still loading (its skeleton on screen) goes first: the prefetch must not compete with it.
const pageLoading = () => document.querySelector('[aria-busy="true"]') !== null;

/** Runs `run` when no page is loading, the user has been still for a while, and the browser is idle. */
function whenIdle(run: () => void, lastInput: () => number): () => void {
  let cancel = () => {};
  const quietLeft = () => lastInput() + QUIET_AFTER_INPUT_MS - performance.now();
  // The user may have acted while the idle callback waited: then wait again.
  const onIdle = () => (quietLeft() > 0 ? attempt() : run());
  const attempt = () => {
    const wait = Math.max(pageLoading() ? RETRY_MS : 0, quietLeft());
    if (wait > 0) {
      const id = window.setTimeout(attempt, wait);
      cancel = () => window.clearTimeout(id);
    } else if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(onIdle);
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(onIdle, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  attempt();
  return () => cancel();
}

/** The pages this user is likely to open next: what the menus offer them, one load each. */
export function likelyNextPages(roles: readonly string[]) {
  const cards = [...maintenanceCardsFor(roles), ...reportCardsFor(roles, [])];
  const seen = new Set<string>();
  return cards.flatMap((card) => {
    const key = card.preload && `${card.preload.remote}/${card.preload.module}`;
    if (!card.preload || !key || seen.has(key)) return [];
    seen.add(key);
    return [card.preload];
  });
}

/**
 * Fetches the message and dialog code, then the pages the menus offer: one page at a time (its scripts run as they
 * arrive), each in an idle period once the user has been still for QUIET_AFTER_INPUT_MS. Returns what stops it.
 */
export function startIdlePrefetch(roles: readonly string[]): () => void {
  const queue = likelyNextPages(roles);
  let stopped = false;
  let lastInput = -Infinity;
  const noteInput = () => {
    lastInput = performance.now();
  };
  for (const type of INPUTS) window.addEventListener(type, noteInput, { capture: true, passive: true });
  let cancel = () => {};
  const schedule = (run: () => void) => {
    if (!stopped) cancel = whenIdle(run, () => lastInput);
  };
  const next = () => {
    const page = queue.shift();
    if (!page) return;
    // A failed load is shown when the page is opened; the prefetch goes on.
    void loadRemotePage(page.remote, page.module)
      .catch(() => undefined)
      .then(() => schedule(next));
  };
  // The message and dialog code first: every page may need it at the user's next click.
  schedule(() => {
    void loadFeedbackKit()
      .then((kit) => kit.preloadFeedback())
      .catch(() => undefined)
      .then(() => schedule(next));
  });
  return () => {
    stopped = true;
    cancel();
    for (const type of INPUTS) window.removeEventListener(type, noteInput, { capture: true });
  };
}
