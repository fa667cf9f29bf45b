import { lazy } from 'react';

/**
 * 404 and access denied: pages nobody passes on the way to a list, so their code (and the way back's) loads when one
 * is shown, not before the first paint of every page.
 */
const loadStatusPages = () => import(/* webpackChunkName: "page-status" */ './status-pages-chunk');
export const NotFoundView = lazy(() => loadStatusPages().then((chunk) => ({ default: chunk.NotFoundView })));
export const AccessDeniedView = lazy(() =>
  loadStatusPages().then((chunk) => ({ default: chunk.AccessDeniedView })),
);
