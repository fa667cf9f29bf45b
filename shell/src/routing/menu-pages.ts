/** The two menus' chunks: lazy pages of the shell, and what a sign-in warms up for the first page after it. */
export const loadMaintenanceMenu = () =>
  import(/* webpackChunkName: "page-maintenance-menu" */ '../pages/menus/maintenance-menu-page');
export const loadReportMenu = () =>
  import(/* webpackChunkName: "page-report-menu" */ '../pages/menus/report-menu-page');
