import type { ReportLink } from '@sdp/shared';
import { coreRolesOf } from '@sdp/shared/fixtures';
import { maintenanceCardsFor, reportCardsFor } from './menu-cards';

const titles = (cards: { title: string }[]) => cards.map((card) => card.title);

describe('maintenance menu cards', () => {
  test('an administrator sees every list page once', () => {
    const all = [
      'MST_ORGANIZATION',
      'MST_SUPPLIER',
      'MST_AUTHORITY',
      'MST_USER_VIEWER',
      'MST_USER_EDITOR',
      'MST_USER_AUTHORITY',
      'MST_SURVEY_TARGET_EDITOR',
      'MST_SURVEY_RESULT_EDITOR',
    ];
    expect(titles(maintenanceCardsFor(all))).toEqual([
      'ユーザー一覧',
      '組織一覧',
      '取引先一覧',
      '調査対象一覧',
      '調査結果アップロード',
      '権限一覧',
    ]);
  });

  test('a survey-target editor gets the office and company tabs of the organization list', () => {
    const cards = maintenanceCardsFor(['MST_SURVEY_TARGET_EDITOR', 'MST_SURVEY_RESULT_EDITOR']);
    expect(titles(cards)).toEqual(['事業所一覧', '関係会社一覧', '調査対象一覧', '調査結果アップロード']);
    expect(cards[0]?.href).toBe('/maintenance/organization-list?tab=office');
    expect(cards[1]?.href).toBe('/maintenance/organization-list?tab=consolidated');
  });

  test('an organization operator and a supplier operator', () => {
    expect(titles(maintenanceCardsFor(['MST_ORGANIZATION', 'MST_SUPPLIER']))).toEqual([
      '組織一覧',
      '取引先一覧',
    ]);
  });

  test('user roles see the user list; roles without master data see nothing', () => {
    expect(titles(maintenanceCardsFor(['MST_USER_VIEWER']))).toEqual(['ユーザー一覧']);
    expect(maintenanceCardsFor(['DASHBOARD_VIEWER'])).toEqual([]);
  });

  test('the verifier sees 変更履歴 and 検証資料 only', () => {
    const cards = maintenanceCardsFor(coreRolesOf('verifier@example.com'));
    expect(titles(cards)).toEqual(['変更履歴', '検証資料']);
    expect(cards[1]).toMatchObject({
      href: '/maintenance/assurance',
      preload: { remote: 'remote_authority', module: './AssurancePage' },
    });
  });

  test('cards link to their pages and name the remote to warm up', () => {
    const [card] = maintenanceCardsFor(['MST_AUTHORITY']);
    expect(card).toMatchObject({
      href: '/maintenance/authority-list',
      preload: { remote: 'remote_authority', module: './AuthorityListPage' },
    });
  });
});

describe('report menu cards', () => {
  const reports: ReportLink[] = [
    {
      id: 'dash',
      title: 'ダッシュボード',
      description: '',
      url: 'https://r.example/d',
      roles: ['DASHBOARD_VIEWER'],
    },
    {
      id: 'cars',
      title: '車両レポート',
      description: '',
      url: 'https://r.example/c',
      roles: ['VEHICLE_MANAGEMENT_VIEWER', 'VEHICLE_MANAGEMENT_EDITOR'],
    },
  ];

  test('a dashboard viewer sees the dashboard report only', () => {
    expect(titles(reportCardsFor(['DASHBOARD_VIEWER'], reports))).toEqual(['ダッシュボード']);
  });

  test('a vehicle editor sees the vehicle report and the vehicle upload', () => {
    const cards = reportCardsFor(['VEHICLE_MANAGEMENT_VIEWER', 'VEHICLE_MANAGEMENT_EDITOR'], reports);
    expect(titles(cards)).toEqual(['車両レポート', '車両アップロード']);
    expect(cards[0]).toMatchObject({ external: true, href: 'https://r.example/c' });
    expect(cards[1]).toMatchObject({ href: '/vehicle/vehicle-upload' });
  });

  test('a vehicle viewer gets no upload card', () => {
    expect(titles(reportCardsFor(['VEHICLE_MANAGEMENT_VIEWER'], reports))).toEqual(['車両レポート']);
  });
});
