import type { ReactNode } from 'react';
import type { RouteMatch } from '@sdp/shared';
import { KeptSlot } from './kept-slot';
import { useKeptPages } from './use-kept-pages';

/**
 * The list pages kept mounted (DESIGN §8 "Kept list pages"): `shown` is the allowed list page on screen, rendered
 * here, visible; the others stay hidden. Its own chunk, loaded with the pages' feedback kit: nothing before the
 * first paint grows.
 */
export default function KeptPages({
  shown,
  page,
}: {
  shown: RouteMatch | undefined;
  /** Renders a route's page; a stable function (the slots compare it between renders). */
  page: (match: RouteMatch) => ReactNode;
}) {
  const pages = useKeptPages(shown);
  return pages.map((kept) => (
    <KeptSlot
      key={kept.name}
      match={kept.match}
      at={kept.at}
      visible={kept.name === shown?.route.name}
      page={page}
    />
  ));
}
