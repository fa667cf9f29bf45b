import { maintenanceCardsFor, reportCardsFor } from '../pages/menus/menu-cards';
import { loadFeedbackKit } from '../layout/page-feedback';
import { preloadRemotePage } from './remote-registry';

// A page still loading (its skeleton on screen) goes first: the prefetch must not compete with it.
const pageLoading = () => document.querySelector('[aria-busy="true"]') !== null;

const whenIdle = (run: () => void): (() => void) => {
  let cancel = () => {};
  const attempt = () => {
    if (pageLoading()) {
      const id = window.setTimeout(attempt, 500);
      cancel = () => window.clearTimeout(id);
    } else if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run);
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  attempt();
  return () => cancel();
};

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
 * Fetches the message and dialog code, then the pages the menus offer, one per idle period. Returns what stops it.
 */
export function startIdlePrefetch(roles: readonly string[]): () => void {
  const queue = likelyNextPages(roles);
  let cancel = () => {};
  const next = () => {
    const page = queue.shift();
    if (!page) return;
    preloadRemotePage(page.remote, page.module);
    cancel = whenIdle(next);
  };
  // The message and dialog code first: every page may need it at the user's next click.
  cancel = whenIdle(() => {
    loadFeedbackKit()
      .then((kit) => kit.preloadFeedback())
      .catch(() => undefined);
    next();
  });
  return () => cancel();
}
