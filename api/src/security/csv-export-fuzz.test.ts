import fc from 'fast-check';
import { parseCsvRecords, type CsvExportColumn } from '@sdp/shared/domain';
import { csvFile } from '../csv/csv-export';

type Row = { text: string | null; other: string; amount: number | null };
const COLUMNS: CsvExportColumn<Row>[] = [
  { header: '名称', value: (row) => row.text },
  { header: '備考', value: (row) => row.other },
  { header: '数量', value: (row) => row.amount },
];
const DANGEROUS_START = /^[=+\-@\t\r\n＝＋－＠]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .tuple(
      fc.constantFrom(
        '=',
        '+',
        '-',
        '@',
        '\t',
        '\r',
        '\n',
        '\r\n',
        '＝',
        '＋',
        '－',
        '＠',
        '"',
        ',',
        "'",
        ' =',
      ),
      fc.string({ maxLength: 20 }),
    )
    .map(([head, rest]) => head + rest),
);
const rows = fc.array(
  fc.record({
    text: fc.option(hostileText),
    other: hostileText,
    amount: fc.option(fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))),
  }),
  { maxLength: 30 },
);

async function exportOf(data: Row[]): Promise<string> {
  const file = await csvFile(
    '一覧.csv',
    COLUMNS,
    (async function* pages() {
      yield data;
    })(),
  );
  const chunks: Uint8Array[] = [];
  for await (const chunk of file.body as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf-8');
}

describe('CSV export of fuzzed values', () => {
  it('never starts a text cell with = + - @ tab CR LF (or full-width ＝＋－＠), and parses back to the same cells, one record per row', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (data) => {
        const body = await exportOf(data);
        expect(body.startsWith('\uFEFF')).toBe(true);
        // Read as a spreadsheet reads it: a line break outside quotes ends the record, whichever it is.
        const records = parseCsvRecords(body.slice(1)).map((r) => r.record);
        expect(records[0]).toEqual(COLUMNS.map((column) => column.header));
        expect(records).toHaveLength(data.length + 1);
        for (const record of records) expect(record).toHaveLength(COLUMNS.length);
        records.slice(1).forEach((record, index) => {
          const row = data[index]!;
          const [text, other, amount] = record as [string, string, string];
          for (const [cell, source] of [
            [text, row.text],
            [other, row.other],
          ] as const) {
            expect(DANGEROUS_START.test(cell)).toBe(false);
            // Neutralised cells gain one leading quote and nothing else changes.
            expect(cell === (source ?? '') || cell === `'${source}`).toBe(true);
          }
          if (row.amount === null) expect(amount).toBe('');
          else {
            expect(amount).toMatch(PLAIN_NUMBER);
            expect(Number(amount)).toBe(row.amount === 0 ? 0 : row.amount);
          }
        });
        // Every record ends with CRLF (RFC 4180), including the last.
        expect(body.endsWith('\r\n')).toBe(true);
      }),
      { numRuns: 100, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
  });
});
