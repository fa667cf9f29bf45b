import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The shell's own pages, each its own chunk (every page is loaded on demand). */
export const SHELL_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  login: lazy(() => import('../pages/login/login-page')),
  'maintenance-menu': lazy(() => import('../pages/menus/maintenance-menu-page')),
  'report-menu': lazy(() => import('../pages/menus/report-menu-page')),
};
