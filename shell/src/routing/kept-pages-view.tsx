import type { ReactNode } from 'react';
import type { RouteMatch, RouteName } from '@sdp/shared';
import { KeptSlot } from './kept-slot';
import { useKeptPages } from './use-kept-pages';

/** The list pages: kept mounted after the user leaves them. Forms, details and uploads are never kept. */
const KEPT_ROUTES: ReadonlySet<string> = new Set<RouteName>([
  'maintenance-authority-list',
  'maintenance-client-list',
  'maintenance-organization-list',
  'maintenance-sustainability-survey-list',
  'maintenance-user-list',
  'maintenance-audit-log',
]);

/**
 * The list pages kept mounted (DESIGN §5): a list page on screen is rendered here, visible, the others kept stay
 * hidden; any other page is the route view's own (`children`). Its own chunk, loaded with the pages' feedback kit:
 * nothing before the first paint grows.
 */
export default function KeptPages({
  shown,
  children,
  page,
}: {
  /** The allowed page on screen, if any. */
  shown: RouteMatch | undefined;
  /** The page on screen as the route view renders it: shown unless it is a list page kept here. */
  children: ReactNode;
  /** Renders a route's page; a stable function (the slots compare it between renders). */
  page: (match: RouteMatch) => ReactNode;
}) {
  const list = shown && KEPT_ROUTES.has(shown.route.name) ? shown : undefined;
  const pages = useKeptPages(list);
  const slots = pages.map((kept) => (
    <KeptSlot
      key={kept.name}
      match={kept.match}
      at={kept.at}
      visible={kept.name === list?.route.name}
      page={page}
    />
  ));
  return (
    <>
      {list ? null : children}
      {slots}
    </>
  );
}
