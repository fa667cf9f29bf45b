import { ROLES, type Role } from '@sdp/shared/routes';

/** Authority groups and accounts of DESIGN.md §6; tests and the dev sign-in rely on them. */
export const SEED_AUTHORITY_GROUPS: readonly {
  authority_group_id: string;
  authority_group_name: string;
  data_viewing_class: 1 | 2;
  note: string | null;
  roles: readonly Role[];
}[] = [
  {
    authority_group_id: 'SUS_ADMIN',
    authority_group_name: 'サステナビリティ管理者',
    data_viewing_class: 1,
    note: '全機能を利用できる',
    roles: ROLES,
  },
  {
    authority_group_id: 'BUSINESS_COMPANY',
    authority_group_name: '事業会社',
    data_viewing_class: 2,
    note: '調査対象・調査結果の編集',
    roles: ['DASHBOARD_VIEWER', 'MST_SURVEY_TARGET_EDITOR', 'MST_SURVEY_RESULT_EDITOR'],
  },
  {
    authority_group_id: 'ORG_ADMIN',
    authority_group_name: '組織管理者',
    data_viewing_class: 1,
    note: null,
    roles: ['MST_ORGANIZATION', 'MST_SUPPLIER'],
  },
  {
    authority_group_id: 'USER_EDITOR',
    authority_group_name: 'ユーザー申請者',
    data_viewing_class: 2,
    note: null,
    roles: ['MST_USER_VIEWER', 'MST_USER_EDITOR'],
  },
  {
    authority_group_id: 'USER_APPROVER',
    authority_group_name: 'ユーザー承認者',
    data_viewing_class: 1,
    note: null,
    roles: ['MST_USER_VIEWER', 'MST_USER_AUTHORITY'],
  },
  {
    authority_group_id: 'VEHICLE',
    authority_group_name: '車両管理者',
    data_viewing_class: 2,
    note: null,
    roles: ['VEHICLE_MANAGEMENT_VIEWER', 'VEHICLE_MANAGEMENT_EDITOR'],
  },
  {
    authority_group_id: 'VIEWER',
    authority_group_name: '閲覧者',
    data_viewing_class: 2,
    note: 'ダッシュボードのみ',
    roles: ['DASHBOARD_VIEWER'],
  },
  {
    authority_group_id: 'NO_ROLE',
    authority_group_name: '権限なし',
    data_viewing_class: 2,
    note: null,
    roles: [],
  },
];

export const DEV_ACCOUNTS: readonly {
  user_id: string;
  email: string;
  surname: string;
  given_name: string;
  surname_kana: string;
  given_name_kana: string;
  authority_group_id: string;
}[] = [
  {
    user_id: 'U0000001',
    email: 'admin@example.com',
    surname: '管理',
    given_name: '太郎',
    surname_kana: 'カンリ',
    given_name_kana: 'タロウ',
    authority_group_id: 'SUS_ADMIN',
  },
  {
    user_id: 'U0000002',
    email: 'business@example.com',
    surname: '事業',
    given_name: '花子',
    surname_kana: 'ジギョウ',
    given_name_kana: 'ハナコ',
    authority_group_id: 'BUSINESS_COMPANY',
  },
  {
    user_id: 'U0000003',
    email: 'org@example.com',
    surname: '組織',
    given_name: '次郎',
    surname_kana: 'ソシキ',
    given_name_kana: 'ジロウ',
    authority_group_id: 'ORG_ADMIN',
  },
  {
    user_id: 'U0000004',
    email: 'editor@example.com',
    surname: '申請',
    given_name: '三郎',
    surname_kana: 'シンセイ',
    given_name_kana: 'サブロウ',
    authority_group_id: 'USER_EDITOR',
  },
  {
    user_id: 'U0000005',
    email: 'approver@example.com',
    surname: '承認',
    given_name: '四郎',
    surname_kana: 'ショウニン',
    given_name_kana: 'シロウ',
    authority_group_id: 'USER_APPROVER',
  },
  {
    user_id: 'U0000006',
    email: 'vehicle@example.com',
    surname: '車両',
    given_name: '五郎',
    surname_kana: 'シャリョウ',
    given_name_kana: 'ゴロウ',
    authority_group_id: 'VEHICLE',
  },
  {
    user_id: 'U0000007',
    email: 'viewer@example.com',
    surname: '閲覧',
    given_name: '六子',
    surname_kana: 'エツラン',
    given_name_kana: 'ムツコ',
    authority_group_id: 'VIEWER',
  },
  {
    user_id: 'U0000008',
    email: 'norole@example.com',
    surname: '権限',
    given_name: '七子',
    surname_kana: 'ケンゲン',
    given_name_kana: 'ナナコ',
    authority_group_id: 'NO_ROLE',
  },
];

export const SEED_COUNTRIES: readonly [code: string, name: string, nameEng: string][] = [
  ['JPN', '日本', 'Japan'],
  ['USA', 'アメリカ合衆国', 'United States of America'],
  ['CHN', '中国', 'China'],
  ['KOR', '韓国', 'Republic of Korea'],
  ['TWN', '台湾', 'Taiwan'],
  ['SGP', 'シンガポール', 'Singapore'],
  ['THA', 'タイ', 'Thailand'],
  ['IDN', 'インドネシア', 'Indonesia'],
  ['VNM', 'ベトナム', 'Viet Nam'],
  ['PHL', 'フィリピン', 'Philippines'],
  ['MYS', 'マレーシア', 'Malaysia'],
  ['IND', 'インド', 'India'],
  ['AUS', 'オーストラリア', 'Australia'],
  ['GBR', 'イギリス', 'United Kingdom'],
  ['DEU', 'ドイツ', 'Germany'],
  ['FRA', 'フランス', 'France'],
  ['NLD', 'オランダ', 'Netherlands'],
  ['CAN', 'カナダ', 'Canada'],
  ['MEX', 'メキシコ', 'Mexico'],
  ['BRA', 'ブラジル', 'Brazil'],
  ['ARE', 'アラブ首長国連邦', 'United Arab Emirates'],
  ['ZAF', '南アフリカ', 'South Africa'],
];

/** Internal organisation of every survey year: group → headquarters → departments (sections optional). */
export const SEED_GROUPS: readonly {
  code: string;
  name: string;
  nameEng: string;
  headquarters: readonly {
    code: string;
    name: string;
    nameEng: string;
    departments: readonly [code: string, name: string, section?: [string, string]][];
  }[];
}[] = [
  {
    code: '001',
    name: 'コーポレートグループ',
    nameEng: 'Corporate Group',
    headquarters: [
      {
        code: '0101',
        name: '経営企画本部',
        nameEng: 'Corporate Planning HQ',
        departments: [
          ['01011', '経営企画部'],
          ['01012', 'サステナビリティ推進部', ['01012001', '気候変動対応課']],
        ],
      },
      {
        code: '0102',
        name: '管理本部',
        nameEng: 'Administration HQ',
        departments: [
          ['01021', '人事部'],
          ['01022', '情報システム部'],
        ],
      },
    ],
  },
  {
    code: '002',
    name: 'エネルギーグループ',
    nameEng: 'Energy Group',
    headquarters: [
      {
        code: '0201',
        name: '電力本部',
        nameEng: 'Power HQ',
        departments: [
          ['02011', '電力事業部'],
          ['02012', '再生可能エネルギー部'],
        ],
      },
      { code: '0202', name: '資源本部', nameEng: 'Resources HQ', departments: [['02021', '金属資源部']] },
    ],
  },
  {
    code: '003',
    name: '生活産業グループ',
    nameEng: 'Consumer Industry Group',
    headquarters: [
      {
        code: '0301',
        name: '食料本部',
        nameEng: 'Food HQ',
        departments: [
          ['03011', '食品流通部'],
          ['03012', '農業資材部'],
        ],
      },
    ],
  },
  // A group with no headquarters yet: the headquarters lookup answers it with null codes.
  { code: '004', name: '新規事業グループ', nameEng: 'New Business Group', headquarters: [] },
];
