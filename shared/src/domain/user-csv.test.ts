import {
  APPLICATION_CSV_COLUMNS,
  USER_CSV_COLUMNS,
  csvCells,
  guardFormula,
  type ApplicationCsvRow,
} from './user-csv';

const row: ApplicationCsvRow = {
  user_id: 'U0000010',
  surname: '=HYPERLINK("x")',
  given_name: '太郎',
  surname_kana: 'ヤマダ',
  given_name_kana: null,
  mail: '@mail@example.com',
  org_group_code: '100',
  org_group_name: 'グループ',
  headquarter_code: null,
  headquarter_name: null,
  office_code: null,
  office_name: null,
  authority_group_id: 'USER_EDITOR',
  authority_group: 'ユーザー申請担当',
  note: '+1',
  apply_date: '2026-01-01T00:00:00.000Z',
  accept_date: null,
  status: 0,
  apply_index: 2,
  process_type: 2,
};

describe('user CSV columns', () => {
  it('guards cells that a spreadsheet would run as formulas', () => {
    expect(guardFormula('=1+1')).toBe("'=1+1");
    expect(guardFormula('-2')).toBe("'-2");
    expect(guardFormula('山田')).toBe('山田');
    const cells = csvCells(USER_CSV_COLUMNS, row);
    expect(cells[1]).toBe('\'=HYPERLINK("x")');
    expect(cells[5]).toBe("'@mail@example.com");
    expect(cells[4]).toBe('');
  });

  it('writes Japanese labels for status and process type', () => {
    const cells = csvCells(APPLICATION_CSV_COLUMNS, row);
    expect(cells.slice(0, 2)).toEqual(['2', '変更']);
    expect(cells.at(-1)).toBe('申請中');
    expect(csvCells(USER_CSV_COLUMNS, { ...row, status: 9 }).at(-1)).toBe('削除済');
  });
});
