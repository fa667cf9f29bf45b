import { csvRows, parseCsvRecords, type CsvExportColumn } from './csv/index';
import { APPLICATION_CSV_COLUMNS, USER_CSV_COLUMNS, type ApplicationCsvRow } from './user-csv';

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
  access_until: '2027-03-31',
  apply_date: '2026-11-23T17:03:31.643Z',
  accept_date: '2026-11-23T15:00:00.000Z',
  status: 0,
  apply_index: 2,
  process_type: 2,
};

/** One row's cells as the export writes them and a CSV reader reads them back. */
const csvRowValues = <R>(columns: readonly CsvExportColumn<R>[], data: R): string[] =>
  parseCsvRecords(csvRows(columns, [data]))[0]!.record;

describe('user CSV columns', () => {
  it('guards cells that a spreadsheet would run as formulas', () => {
    const cells = csvRowValues(USER_CSV_COLUMNS, row);
    expect(cells[1]).toBe('\'=HYPERLINK("x")');
    expect(cells[5]).toBe("'@mail@example.com");
    expect(cells[4]).toBe('');
  });

  it('writes Japanese labels for status and process type', () => {
    const cells = csvRowValues(APPLICATION_CSV_COLUMNS, row);
    expect(cells.slice(0, 2)).toEqual(['2', '変更']);
    expect(cells.at(-1)).toBe('申請中');
    expect(csvRowValues(USER_CSV_COLUMNS, { ...row, status: 9 }).at(-1)).toBe('削除済');
  });

  it('writes dates in Japan time as the lists show them', () => {
    // 17:03 UTC on 23 November is 02:03 on the 24th in Japan; 15:00 UTC is midnight there.
    const user = csvRowValues(USER_CSV_COLUMNS, row);
    expect(user.slice(15, 18)).toEqual(['2026/11/24', '2026/11/24', '2027/03/31']);
    expect(csvRowValues(USER_CSV_COLUMNS, { ...row, access_until: null })[17]).toBe('');
    const application = csvRowValues(APPLICATION_CSV_COLUMNS, row);
    expect(application.slice(17, 19)).toEqual(['2026/11/24 02:03', '2026/11/24']);
    expect(csvRowValues(USER_CSV_COLUMNS, { ...row, accept_date: null })[16]).toBe('');
  });
});
