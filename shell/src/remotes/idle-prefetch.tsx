import { useEffect } from 'react';
import { useIsSignedIn, useRoles } from '@sdp/shared';
import { maintenanceCardsFor, reportCardsFor } from '../pages/menus/menu-cards';
import { loadFeedbackKit } from '../layout/page-feedback';
import { preloadRemotePage } from './remote-registry';

/** Set when the idle prefetch starts: what loads after it is prefetched, not the open page's own (bench:web). */
const PREFETCH_MARK = 'sdp:prefetch';
const AFTER_LOAD_MS = 1000;

type Connection = { saveData?: boolean };
const saveData = () => (navigator as Navigator & { connection?: Connection }).connection?.saveData === true;

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
 * Once signed in and the page has loaded, fetches the code of the other pages the menus offer, one per idle period,
 * so the first switch to another remote waits only for its data. Skipped when the browser asks to save data.
 */
export function IdlePrefetch() {
  const signedIn = useIsSignedIn();
  const roles = useRoles();
  useEffect(() => {
    if (!signedIn || roles.length === 0 || saveData()) return;
    const queue = likelyNextPages(roles);
    let cancel = () => {};
    const next = () => {
      const page = queue.shift();
      if (!page) return;
      preloadRemotePage(page.remote, page.module);
      cancel = whenIdle(next);
    };
    const start = () => {
      const id = window.setTimeout(() => {
        performance.mark(PREFETCH_MARK);
        // The message and dialog code first: every page may need it at the user's next click.
        cancel = whenIdle(() => {
          loadFeedbackKit()
            .then((kit) => kit.preloadFeedback())
            .catch(() => undefined);
          next();
        });
      }, AFTER_LOAD_MS);
      cancel = () => window.clearTimeout(id);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, [signedIn, roles]);
  return null;
}
