import fc from 'fast-check';
import iconv from 'iconv-lite';
import { errorBodySchema } from '@sdp/shared/contracts';
import {
  INTERNAL_UNIT_CSV,
  SUPPLIER_CSV,
  SURVEY_RESULT_CSV,
  VEHICLE_CSV,
  type CsvImportDefinition,
} from '@sdp/shared/domain';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { multipart } from '../test/csv-files';
import { injectAs, snapshot } from './fuzz-support';

const t = setupTestApp();
jest.setTimeout(180_000);

// The definitions of the known upload routes; a new upload route without one is still fuzzed with raw bytes.
const DEFINITIONS: Record<string, CsvImportDefinition<never>> = {
  '/suppliers/upload': SUPPLIER_CSV as CsvImportDefinition<never>,
  '/cars/upload': VEHICLE_CSV as CsvImportDefinition<never>,
  '/survey_result/upload': SURVEY_RESULT_CSV as CsvImportDefinition<never>,
  '/organizations/upload/csv': INTERNAL_UNIT_CSV as CsvImportDefinition<never>,
};
const uploadRoutes = () => t().app.apiRoutes.filter((r) => r.method === 'POST' && /upload/.test(r.path));

const hostileCell = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '=HYPERLINK("http://x")',
      '+1',
      '-1',
      '@SUM(A1)',
      '\t=1',
      '"',
      '""',
      '"a""b"',
      'a,b',
      'a\r\nb',
      '\u0000',
      '\uFEFF',
      'ｱｲｳ',
      '髙﨑',
      '2025',
      '-0',
      '1e309',
      'NaN',
      '   ',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 60_000 }).map((n) => 'あ'.repeat(n)) },
);
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const encodings = fc.constantFrom('utf8-bom', 'utf8', 'shift_jis', 'utf16le', 'latin1');
const encode = (text: string, encoding: string): Buffer => {
  if (encoding === 'utf8-bom') return Buffer.from(`\uFEFF${text}`, 'utf-8');
  if (encoding === 'utf8') return Buffer.from(text, 'utf-8');
  return iconv.encode(text, encoding);
};

/** A CSV with the route's header (sometimes mangled) and rows of hostile cells, in some encoding. */
const csvFor = (definition: CsvImportDefinition<never> | undefined) =>
  fc
    .record({
      header: fc.boolean(),
      rows: fc.array(fc.array(hostileCell, { minLength: 0, maxLength: 14 }), { maxLength: 6 }),
      encoding: encodings,
      // Unbalanced quotes and bare CR break the CSV structure itself.
      tail: fc.constantFrom('', '\r\n', '"', '\r', '\n\n,,,', '"unterminated'),
    })
    .map(({ header, rows, encoding, tail }) => {
      const headers = definition?.columns.map((column) => column.header) ?? ['a', 'b'];
      const lines = [
        (header ? headers : headers.slice(1)).join(','),
        ...rows.map((r) => r.map(quote).join(',')),
      ];
      return encode(lines.join('\r\n') + tail, encoding);
    });
const anyBytes = fc.uint8Array({ maxLength: 4000 }).map((bytes) => Buffer.from(bytes));

describe('CSV upload endpoints under hostile files', () => {
  it('has upload routes to fuzz', () => {
    expect(
      uploadRoutes()
        .map((r) => r.path)
        .sort(),
    ).toEqual(Object.keys(DEFINITIONS).sort());
  });

  it('never answers 5xx, always an error body, and a refused file writes nothing', async () => {
    const tried: Record<string, Record<number, number>> = {};
    for (const route of uploadRoutes()) {
      const statuses: Record<number, number> = {};
      tried[route.path] = statuses;
      const content = fc.oneof(csvFor(DEFINITIONS[route.path]), anyBytes);
      let before = await snapshot(t().db);
      await fc.assert(
        fc.asyncProperty(content, async (bytes) => {
          const { payload, contentType } = multipart(bytes);
          const response = await injectAs(t(), ACCOUNTS.admin, {
            method: 'POST',
            url: route.path,
            payload,
            contentType,
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
            expect(await snapshot(t().db)).toEqual(before);
          } else before = await snapshot(t().db);
        }),
        { numRuns: 25, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
    }
    console.log(`CSV upload fuzz (25 files per route): ${JSON.stringify(tried)}`);
  });

  it('refuses a file with one good row and one bad row as a whole (no partial import)', async () => {
    const header = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
    const good = '2025,01011,SP-0001,株式会社テスト,ﾃｽﾄ,テスト,テスト,営業部,,仕入,1000';
    const bad = '2025,01011,SP-0002,=CMD(),ﾃｽﾄ,テスト,テスト,営業部,,仕入,abc';
    const before = await snapshot(t().db);
    const { payload, contentType } = multipart(
      Buffer.from(`\uFEFF${header}\r\n${good}\r\n${bad}\r\n`, 'utf-8'),
    );
    const response = await injectAs(t(), ACCOUNTS.admin, {
      method: 'POST',
      url: '/suppliers/upload',
      payload,
      contentType,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_item.rows.length).toBeGreaterThan(0);
    expect(await snapshot(t().db)).toEqual(before);
  });
});
