import type { RouteMatch } from '@sdp/shared';
import { KeptSlot } from './kept-slot';
import { renderPage } from './route-page';
import { useKeptPages } from './use-kept-pages';

/**
 * The list pages kept mounted (DESIGN §8 "Kept list pages"): `shown` is the allowed list page on screen, rendered
 * here, visible; the others stay hidden. Its own chunk, loaded with the pages' feedback kit: nothing before the
 * first paint grows.
 */
export default function KeptPages({ shown }: { shown: RouteMatch | undefined }) {
  const kept = useKeptPages(shown);
  return kept.map((page) => (
    <KeptSlot
      key={page.name}
      match={page.match}
      at={page.at}
      visible={page.name === shown?.route.name}
      page={renderPage}
    />
  ));
}
