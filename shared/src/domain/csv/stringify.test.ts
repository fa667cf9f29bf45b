import { contentDisposition, csvLine, exportFileName, toCsv, UTF8_BOM } from './stringify';
import { parse } from 'csv-parse/browser/esm/sync';
import { CSV_PARSE_OPTIONS } from './parse-options';
import { exportColumnsOf } from './columns';
import { SUPPLIER_CSV } from './supplier-csv';

describe('CSV export', () => {
  it('neutralises cells that a spreadsheet would run as formulas', () => {
    expect(csvLine(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\ry', 'ok', -5])).toBe(
      `'=SUM(A1),'+1,'-2,'@cmd,'\tx,"'\ry",ok,-5\r\n`,
    );
  });

  it('starts with a BOM, quotes separators, and round-trips through the reader', () => {
    const columns = [
      { header: '名前', value: (row: { name: string }) => row.name },
      { header: '金額', value: () => 10 },
    ];
    const csv = toCsv(columns, [{ name: 'A,"B"\nC' }]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(parse(csv.slice(1), CSV_PARSE_OPTIONS)).toEqual([
      ['名前', '金額'],
      ['A,"B"\nC', '10'],
    ]);
  });

  it('exports suppliers with the upload header, so the file can be uploaded again', () => {
    const csv = toCsv(exportColumnsOf(SUPPLIER_CSV), []);
    expect(csv).toBe(`${UTF8_BOM}${SUPPLIER_CSV.columns.map((column) => column.header).join(',')}\r\n`);
  });

  it('dates the file name in Japan time', () => {
    // 15:30 UTC on 4 January is already 5 January in Japan.
    expect(exportFileName('取引先一覧', 2025, new Date('2026-01-04T15:30:00Z'))).toBe(
      '取引先一覧_2025_20260105.csv',
    );
    expect(exportFileName('ユーザー一覧', null, new Date('2026-01-04T14:59:00Z'))).toBe(
      'ユーザー一覧_20260104.csv',
    );
  });

  it('names the attachment in Japanese with an ASCII fallback', () => {
    const name = exportFileName('取引先一覧', 2025, new Date('2026-01-05T03:00:00Z'));
    expect(name).toBe('取引先一覧_2025_20260105.csv');
    expect(contentDisposition(name)).toBe(
      `attachment; filename="______2025_20260105.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });
});
