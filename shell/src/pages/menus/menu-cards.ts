import {
  buildPath,
  canAccess,
  findRoute,
  type ReportLink,
  type RemoteName,
  type RouteName,
} from '@sdp/shared';

export type MenuIcon =
  | 'user'
  | 'organization'
  | 'office'
  | 'company'
  | 'client'
  | 'survey'
  | 'upload'
  | 'authority'
  | 'vehicle'
  | 'report'
  | 'year'
  | 'history'
  | 'assurance';

export interface MenuCard {
  key: string;
  title: string;
  description: string;
  icon: MenuIcon;
  /** In-app path, or an external report address (opened in a new tab). */
  href: string;
  external?: boolean;
  /** The remote to warm up when the pointer rests on the card. */
  preload?: { remote: RemoteName; module: string };
}

interface PageCardDef {
  route: RouteName;
  tab?: string;
  title?: string;
  description: string;
  icon: MenuIcon;
  /** Shown only when this other route key is NOT allowed (its card already covers this page). */
  unlessAllowed?: string;
}

const MAINTENANCE_CARDS: readonly PageCardDef[] = [
  { route: 'maintenance-user-list', description: 'ユーザーの登録・変更の申請と承認', icon: 'user' },
  {
    route: 'maintenance-organization-list',
    description: '社内組織・事業所・関係会社の管理',
    icon: 'organization',
  },
  {
    route: 'maintenance-organization-list',
    tab: 'office',
    title: '事業所一覧',
    description: '事業所の調査対象の確認と編集',
    icon: 'office',
    unlessAllowed: 'maintenance-organization-list',
  },
  {
    route: 'maintenance-organization-list',
    tab: 'consolidated',
    title: '関係会社一覧',
    description: '関係会社の調査対象の確認と編集',
    icon: 'company',
    unlessAllowed: 'maintenance-organization-list',
  },
  { route: 'maintenance-client-list', description: '取引先マスタの確認とアップロード', icon: 'client' },
  { route: 'maintenance-sustainability-survey-list', description: '調査対象の一覧と出力', icon: 'survey' },
  {
    route: 'maintenance-sustainability-survey-upload',
    description: '調査結果ファイルのアップロード',
    icon: 'upload',
  },
  {
    route: 'maintenance-survey-year-management',
    description: '調査年度の受付開始・締め・再開',
    icon: 'year',
  },
  { route: 'maintenance-authority-list', description: '権限グループとロールの設定', icon: 'authority' },
  { route: 'maintenance-audit-log', description: 'マスタとユーザー申請の変更の履歴', icon: 'history' },
  { route: 'maintenance-assurance', description: '年度ごとの状態とデータ（外部検証用）', icon: 'assurance' },
];

function pageCard(def: PageCardDef): MenuCard {
  const route = findRoute(def.route);
  return {
    key: def.tab ? `${def.route}-${def.tab}` : def.route,
    title: def.title ?? route.title,
    description: def.description,
    icon: def.icon,
    href: buildPath(def.route, {}, { tab: def.tab }),
    preload:
      route.owner !== 'shell' && route.module ? { remote: route.owner, module: route.module } : undefined,
  };
}

/** Maintenance menu: a card for each list page the user's roles allow. */
export function maintenanceCardsFor(roles: readonly string[]): MenuCard[] {
  return MAINTENANCE_CARDS.filter((def) => {
    const key = def.tab ? `${def.route}-${def.tab}` : def.route;
    if (!canAccess(key, roles)) return false;
    return !(def.unlessAllowed && canAccess(def.unlessAllowed, roles));
  }).map(pageCard);
}

/** Report menu: the configured reports the user's roles allow, plus vehicle upload for its editors. */
export function reportCardsFor(roles: readonly string[], reports: readonly ReportLink[]): MenuCard[] {
  const reportCards = reports
    .filter((report) => report.roles.some((role) => roles.includes(role)))
    .map<MenuCard>((report) => ({
      key: `report-${report.id}`,
      title: report.title,
      description: report.description,
      icon: 'report',
      href: report.url,
      external: true,
    }));
  const vehicle = canAccess('vehicle-vehicle-upload', roles)
    ? [
        pageCard({
          route: 'vehicle-vehicle-upload',
          description: '車両データのアップロード',
          icon: 'vehicle',
        }),
      ]
    : [];
  return [...reportCards, ...vehicle];
}
