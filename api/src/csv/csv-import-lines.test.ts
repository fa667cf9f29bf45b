import iconv from 'iconv-lite';
import { SURVEY_YEAR_STATUS } from '@sdp/shared/contracts';
import { SURVEY_RESULT_CSV, type CsvImportDefinition } from '@sdp/shared/domain';
import { readCsvBytes } from '../test/csv-files';

type Row = { code: string; notes: string | null };
/** A key and a free-text last column, like the notes of offices and related companies. */
const NOTES_CSV: CsvImportDefinition<Row> = {
  fileName: 'メモ',
  columns: [
    { key: 'code', header: 'コード', required: true },
    { key: 'notes', header: '備考', multiline: true },
  ],
  keys: ['code'],
  replaces: true,
  duplicateField: () => 'code',
};

const bom = (content: string) => new Uint8Array(iconv.encode(content, 'utf-8', { addBOM: true }));
const read = <T extends Record<string, string | number | null>>(
  definition: CsvImportDefinition<T>,
  content: string,
  name = 'a.csv',
) => readCsvBytes(definition, { name, bytes: bom(content) });

const LINES = ['コード,備考', 'A1,メモ1', 'A2,', 'A3,"改行\r\nあり"', 'A4,メモ4', 'A5,メモ5'];
const joined = (endings: readonly string[]) =>
  LINES.map((line, i) => line + endings[i % endings.length]).join('');

describe('line endings of an upload', () => {
  const expected = {
    ok: true,
    records: [
      { code: 'A1', notes: 'メモ1' },
      { code: 'A2', notes: null },
      { code: 'A3', notes: '改行\r\nあり' },
      { code: 'A4', notes: 'メモ4' },
      { code: 'A5', notes: 'メモ5' },
    ],
  };

  it.each([
    ['CRLF', ['\r\n']],
    ['LF', ['\n']],
    ['CR', ['\r']],
    ['CRLF first, then LF', ['\r\n', '\r\n', '\n', '\n', '\n', '\n']],
    ['LF first, then CRLF', ['\n', '\r\n', '\r\n', '\r\n', '\r\n', '\r\n']],
    ['every ending mixed', ['\r\n', '\n', '\r']],
  ])('reads every row of a file ending its lines in %s', async (_name, endings) => {
    expect(await read(NOTES_CSV, joined(endings))).toEqual(expected);
  });

  it('reads the last line without an ending', async () => {
    expect(await read(NOTES_CSV, joined(['\n']).slice(0, -1))).toEqual(expected);
  });
});

describe('cells of a row against the header', () => {
  it('refuses each row with more or fewer cells than the header, by its line, and imports nothing', async () => {
    const result = await read(NOTES_CSV, 'コード,備考\r\nA1,メモ,余分\r\nA2,メモ\r\nA3\r\nA4,a,b,c\r\n');
    expect(result).toEqual({
      ok: false,
      body: {
        code: 'W-005-3',
        message: 'ファイルの内容を確認して再度アップロードしてください（エラー3件）',
        error_item: {
          reason: { notes: 'INVALID_VALUE' },
          rows: [
            {
              line: 2,
              field: 'notes',
              reason: 'INVALID_VALUE',
              message: 'CSVの列数が多すぎます（見出し行は2列、この行は3列）',
            },
            {
              line: 4,
              field: 'notes',
              reason: 'INVALID_VALUE',
              message: 'CSVの列数が不足しています（見出し行は2列、この行は1列）',
            },
            {
              line: 5,
              field: 'notes',
              reason: 'INVALID_VALUE',
              message: 'CSVの列数が多すぎます（見出し行は2列、この行は4列）',
            },
          ],
        },
      },
    });
  });

  it('numbers lines as a spreadsheet shows them: a blank line is a line, a quoted line break is not', async () => {
    const result = await read(NOTES_CSV, 'コード,備考\r\nA1,"1行目\r\n2行目"\r\n\r\nA2\r\n');
    expect(result).toMatchObject({ body: { error_item: { rows: [{ line: 4 }] } } });
  });
});

describe('the survey year of a row', () => {
  const header = SURVEY_RESULT_CSV.columns.map((column) => column.header).join(',');
  const years = new Map([
    [2025, SURVEY_YEAR_STATUS.open],
    [2026, SURVEY_YEAR_STATUS.preparing],
  ]);

  it('refuses survey results of a 準備中 year row by row, naming the state', async () => {
    const content = `${header}\r\n2025,事業所,OF-0101,電力,1,kWh,1\r\n2026,事業所,OF-0202,電力,1,kWh,1\r\n`;
    const result = await readCsvBytes(
      SURVEY_RESULT_CSV,
      { name: 'r.csv', bytes: bom(content) },
      undefined,
      years,
    );
    expect(result).toMatchObject({
      ok: false,
      body: {
        code: 'W-001',
        error_item: {
          reason: { survey_fy: 'INVALID_STATUS' },
          rows: [
            {
              line: 3,
              field: 'survey_fy',
              reason: 'INVALID_STATUS',
              message: '調査年度: 2026年度は準備中のためアップロードできません',
            },
          ],
        },
      },
    });
  });
});

describe('the file name of an upload', () => {
  const content = 'コード,備考\r\nA1,メモ\r\n';

  it('takes a name of 200 characters, emoji counted as one', async () => {
    expect(await read(NOTES_CSV, content, `${'あ'.repeat(195)}👍.csv`)).toMatchObject({ ok: true });
  });

  it('refuses a longer name with a row-free error naming the file name', async () => {
    expect(await read(NOTES_CSV, content, `${'a'.repeat(200)}.csv`)).toEqual({
      ok: false,
      body: {
        code: 'W-001-3',
        message: 'ファイル名は200文字以内にしてください（204文字）',
        error_item: { reason: { file: 'INVALID_VALUE' } },
      },
    });
  });

  it('refuses a name with a character that turns text around', async () => {
    expect(await read(NOTES_CSV, content, 'vsc.\u202Eexe.csv')).toMatchObject({
      body: { code: 'W-001-3', message: 'ファイル名に使用できない文字（U+202E）が含まれています' },
    });
  });
});
