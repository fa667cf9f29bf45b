import { canAccess, findRoute, menuStateOf, type MenuState } from '@sdp/shared';

export interface HeaderTab {
  key: MenuState;
  label: string;
  path: string;
}

const REPORT_MENU_PATH = findRoute('report-menu').path;
const MAINTENANCE_MENU_PATH = findRoute('maintenance-menu').path;

const TABS: readonly HeaderTab[] = [
  { key: 'first', label: '可視化', path: REPORT_MENU_PATH },
  { key: 'second', label: 'メンテナンス', path: MAINTENANCE_MENU_PATH },
];

/** Each tab shows only when the user may open its menu. */
export const headerTabsFor = (roles: readonly string[]): HeaderTab[] =>
  TABS.filter((tab) => canAccess(tab.key === 'first' ? 'report-menu' : 'maintenance-menu', roles));

/** The logo (and the index) lead to the report menu when allowed, otherwise to the maintenance menu. */
export const homePathFor = (roles: readonly string[]): string =>
  canAccess('report-menu', roles) ? REPORT_MENU_PATH : MAINTENANCE_MENU_PATH;

/**
 * The active tab follows the menu state of the current route; unknown paths count as 'second'. The spec fixes the
 * menu state ('first' on the report menu, 'second' on every other page), so the vehicle upload, opened from a 可視化
 * card, lights メンテナンス (#31 item 10 asked otherwise; the spec is the contract).
 */
export const activeTabOf = (routeName: string | undefined): MenuState => menuStateOf(routeName ?? '');
