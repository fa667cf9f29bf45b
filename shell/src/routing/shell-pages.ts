import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The shell's own pages, each its own chunk (every page is loaded on demand). */
export const SHELL_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  login: lazy(() => import(/* webpackChunkName: "page-login" */ '../pages/login/login-page')),
  'maintenance-menu': lazy(
    () => import(/* webpackChunkName: "page-maintenance-menu" */ '../pages/menus/maintenance-menu-page'),
  ),
  'report-menu': lazy(
    () => import(/* webpackChunkName: "page-report-menu" */ '../pages/menus/report-menu-page'),
  ),
};
