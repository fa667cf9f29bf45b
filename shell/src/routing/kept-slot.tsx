import { Activity, memo, Suspense, useLayoutEffect, useRef, type ContextType, type ReactNode } from 'react';
import { LocationContext } from '@sdp/shared/router';
import { RouteParamsContext, type RouteMatch } from '@sdp/shared';
import { PageSkeleton } from './page-skeleton';

export type LocationValue = ContextType<typeof LocationContext>;

/**
 * Puts the window back where it was when the page was last on screen. Layout effects end before the browser clamps
 * the scroll to the next page's height and start again once the page is shown, so the figure is the page's own.
 */
function ScrollKeeper() {
  const scrollY = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const saved = scrollY.current;
    if (saved !== undefined && saved !== window.scrollY) window.scrollTo(0, saved);
    const note = () => {
      scrollY.current = window.scrollY;
    };
    note();
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, []);
  return null;
}

interface KeptSlotProps {
  match: RouteMatch;
  /** The location the page reads: the router's while on screen, the one it last had while hidden. */
  at: LocationValue;
  visible: boolean;
  page: (match: RouteMatch) => ReactNode;
}

/**
 * A list page kept mounted (React's Activity): hidden, it keeps its state and DOM, its effects (query subscriptions,
 * the document title, listeners) end, and it reads the address it had when hidden, so other pages' URL changes
 * neither reach nor re-render it (memo: its props do not change while it is hidden).
 */
export const KeptSlot = memo(function KeptSlot({ match, at, visible, page }: KeptSlotProps) {
  const title = match.route.title;
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <LocationContext.Provider value={at}>
        <RouteParamsContext.Provider value={match.params}>
          <ScrollKeeper />
          <Suspense fallback={<PageSkeleton title={title} />}>{page(match)}</Suspense>
        </RouteParamsContext.Provider>
      </LocationContext.Provider>
    </Activity>
  );
});
