import { useEffect } from 'react';
import { useIsSignedIn, useRoles } from '@sdp/shared';

/** Set when the idle prefetch starts: what loads after it is prefetched, not the open page's own (bench:web). */
const PREFETCH_MARK = 'sdp:prefetch';
const AFTER_LOAD_MS = 1000;

type Connection = { saveData?: boolean };
const saveData = () => (navigator as Navigator & { connection?: Connection }).connection?.saveData === true;

/**
 * Once signed in and the page has loaded, fetches the code of the other pages the menus offer, one per idle period,
 * so the first switch to another remote waits only for its data. Skipped when the browser asks to save data. The
 * queue and the menus' cards load when it starts: no page's first paint carries them.
 */
export function IdlePrefetch() {
  const signedIn = useIsSignedIn();
  const roles = useRoles();
  useEffect(() => {
    if (!signedIn || roles.length === 0 || saveData()) return;
    let stopped = false;
    let cancel = () => {};
    const start = () => {
      const id = window.setTimeout(() => {
        performance.mark(PREFETCH_MARK);
        import(/* webpackChunkName: "idle-prefetch" */ './idle-prefetch-queue')
          .then(({ startIdlePrefetch }) => {
            if (!stopped) cancel = startIdlePrefetch(roles);
          })
          .catch(() => undefined);
      }, AFTER_LOAD_MS);
      cancel = () => window.clearTimeout(id);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', start);
      cancel();
    };
  }, [signedIn, roles]);
  return null;
}
