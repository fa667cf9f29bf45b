/** The survey years of the demo seed (seeds may name years; the code takes them from survey_years). */
export const SEED_YEARS = [2021, 2022, 2023, 2024, 2025] as const;

/* The organisation units of the demo seed (the accounts, groups and countries are the core fixtures: @sdp/shared/fixtures). */
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
