import { CsvEncodingError, SUPPLIER_CSV, type CsvValue } from '@sdp/shared/domain';
import { bom, lines, sjis } from '../../test/csv-files';
import { CsvHeaderFailure, validatedRows, type ReadSummary, type RowBatch } from '../validated-rows';
import { rowsInWorker } from './rows-in-worker';

type Row = Record<string, CsvValue>;
const HEADER = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
const row = (i: number) =>
  `2025,D0001,S${String(i).padStart(7, '0')},株式会社${i},ｶﾌﾞ${i},取引先${i},取引先${i},営業部,第一課,仕入,${i}`;
const rows = (count: number, from = 0) => Array.from({ length: count }, (_, i) => row(from + i));

/** The file in pieces of `size` bytes, as a request's stream gives it. */
async function* pieces(bytes: Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function drain(reader: AsyncGenerator<RowBatch<Row>, ReadSummary>) {
  const batches: RowBatch<Row>[] = [];
  for (;;) {
    const step = await reader.next();
    if (step.done) return { batches, summary: step.value };
    batches.push(step.value);
  }
}

const outcome = (reader: AsyncGenerator<RowBatch<Row>, ReadSummary>) =>
  drain(reader).then(
    (read) => ({ read }),
    (error: unknown) => ({
      failed:
        error instanceof CsvHeaderFailure
          ? error.problem
          : error instanceof CsvEncodingError
            ? 'encoding'
            : 'unreadable',
    }),
  );

describe('the CSV worker', () => {
  it('answers what the same reader answers in this thread, read after read in one worker', async () => {
    const files = [
      bom(lines(HEADER, ...rows(2500))),
      sjis(lines(HEADER, ...rows(10), '2025,D0001,S0000003,重複,,,,,,仕入,1', 'x,y', ...rows(5, 20))),
      bom('調査年度,違う\r\n2025,a\r\n'),
      new Uint8Array([0x82, 0xff, 0x2c, 0x0a]),
      bom(`${HEADER}\r\n2025,"broken\r\n`),
      bom(lines(HEADER, ...rows(1200))),
    ];
    for (const file of files) {
      const here = await outcome(validatedRows(pieces(file), SUPPLIER_CSV));
      const there = await outcome(rowsInWorker(pieces(file), 'supplier'));
      expect(there).toEqual(here);
    }
  });

  it('stops where the reader stops taking, and the next read starts clean', async () => {
    const reader = rowsInWorker<Row>(pieces(bom(lines(HEADER, ...rows(5000)))), 'supplier');
    expect((await reader.next()).value).toMatchObject({ lines: expect.arrayContaining([2]) });
    await reader.return(undefined as unknown as ReadSummary);
    const { read } = (await outcome(rowsInWorker(pieces(bom(lines(HEADER, ...rows(3)))), 'supplier'))) as {
      read: { batches: RowBatch<Row>[]; summary: ReadSummary };
    };
    expect(read.batches.flatMap((batch) => batch.lines)).toEqual([2, 3, 4]);
    expect(read.summary).toMatchObject({ records: 4, errorCount: 0 });
  });
});
