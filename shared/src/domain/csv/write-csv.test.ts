import { parse } from 'csv-parse/browser/esm/sync';
import { parseCsvRecords } from './read-csv';
import { exportColumnsOf } from './columns';
import { contentDisposition, exportFileName } from './attachment';
import { SUPPLIER_CSV } from './supplier-csv';
import { csvLine, toCsv, UTF8_BOM } from './write-csv';

type Row = { note: string; amount: number };
const COLUMNS = [
  { header: '備考', value: (row: Row) => row.note },
  { header: '数量', value: (row: Row) => row.amount },
];

/** The file as our upload reads it: one array of cells per record. */
const readBack = (csv: string): string[][] => parseCsvRecords(csv.slice(1)).map((parsed) => parsed.record);

const HOSTILE = [
  'メモ\n=1+2\n@SUM(9)',
  'a\rb',
  'a\r\nb',
  '\n先頭の改行',
  '\r先頭のCR',
  'a,"b"',
  '"',
  '＝1+2',
  '＋1',
  '－1',
  '＠SUM(1)',
  '=HYPERLINK("x")',
  '+1',
  '-1',
  '@x',
  '\tタブ',
  '絵文字👨‍👩‍👧',
  '',
  ' =空白の後は式にならない',
];

describe('CSV export', () => {
  it('quotes CR, LF, commas and quotes, so every value stays in its one row', () => {
    const csv = toCsv(
      COLUMNS,
      HOSTILE.map((note, amount) => ({ note, amount })),
    );
    const [header, ...rows] = readBack(csv);
    expect(header).toEqual(['備考', '数量']);
    expect(rows).toHaveLength(HOSTILE.length);
    rows.forEach(([note, amount], index) => {
      expect(amount).toBe(String(index));
      expect([HOSTILE[index], `'${HOSTILE[index]}`]).toContain(note);
    });
  });

  it('neutralises cells a spreadsheet would run as formulas, the full-width forms included', () => {
    expect(csvLine(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\ry', '\nz', 'ok', -5])).toBe(
      `'=SUM(A1),'+1,'-2,'@cmd,'\tx,"'\ry","'\nz",ok,-5\r\n`,
    );
    expect(csvLine(['＝1+2', '＋1', '－1', '＠SUM(1)', '1＝1'])).toBe(`'＝1+2,'＋1,'－1,'＠SUM(1),1＝1\r\n`);
  });

  it('writes the reported note as one quoted cell, with no line that starts a formula', () => {
    const csv = toCsv(COLUMNS, [{ note: 'メモ\n=1+2\n@SUM(9)', amount: 1 }]);
    expect(csv).toBe(`${UTF8_BOM}備考,数量\r\n"メモ\n=1+2\n@SUM(9)",1\r\n`);
    // Excel's own reading: the record ends at a line break outside quotes only.
    expect(parse(csv.slice(1), { record_delimiter: ['\r\n', '\n', '\r'] })).toEqual([
      ['備考', '数量'],
      ['メモ\n=1+2\n@SUM(9)', '1'],
    ]);
  });

  it('starts with a BOM, quotes separators, and round-trips through the reader', () => {
    const csv = toCsv(COLUMNS, [{ note: 'A,"B"\nC', amount: 10 }]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(readBack(csv)).toEqual([
      ['備考', '数量'],
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
