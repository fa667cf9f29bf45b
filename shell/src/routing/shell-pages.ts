import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMaintenanceMenu, loadReportMenu } from './menu-pages';

/** The shell's own pages, each its own chunk (every page is loaded on demand). */
export const SHELL_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  login: lazy(() => import(/* webpackChunkName: "page-login" */ '../pages/login/login-page')),
  'maintenance-menu': lazy(loadMaintenanceMenu),
  'report-menu': lazy(loadReportMenu),
};
