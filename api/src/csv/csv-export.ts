import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import {
  contentDisposition,
  CSV_CONTENT_TYPE,
  csvHeaderLine,
  csvLine,
  csvRowValues,
  UTF8_BOM,
  type CsvExportColumn,
} from '@sdp/shared/domain';
import { fileAnswer, type FileAnswer } from '../pipeline/handler';

/** Rows are read in pages of this size, so an export of any length keeps memory flat. */
const EXPORT_PAGE_SIZE = 5000;

/** Reads pages until one comes back short. */
export async function* pagesOf<R>(
  read: (limit: number, offset: number) => Promise<R[]>,
): AsyncGenerator<R[]> {
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const rows = await read(EXPORT_PAGE_SIZE, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * Streams a CSV attachment: UTF-8 with BOM, CRLF, the header, then every row with formula cells neutralised
 * (csvRowValues), under a Japanese file name. The first page is read before any byte is sent, so a query the
 * database refuses (a NUL in a filter, say) still answers with the error body and its 4xx status.
 */
export async function sendCsv<R>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvExportColumn<R>[],
  pages: AsyncIterable<R[]>,
) {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all(): AsyncGenerator<R[]> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const stringifier = stringify({ record_delimiter: 'windows', bom: false });
  stringifier.write(columns.map((column) => column.header));
  void (async () => {
    try {
      for await (const rows of all()) {
        for (const row of rows) {
          if (!stringifier.write(csvRowValues(columns, row)))
            await new Promise((resolve) => stringifier.once('drain', resolve));
        }
      }
      stringifier.end();
    } catch (error) {
      stringifier.destroy(error as Error);
    }
  })();
  // The BOM goes first as its own chunk; csv-stringify's `bom` option would do the same.
  async function* body() {
    yield Buffer.from(UTF8_BOM, 'utf-8');
    for await (const chunk of stringifier) yield chunk as Buffer;
  }
  return reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from(body()));
}

/**
 * A CSV attachment for the pipeline: UTF-8 with BOM, CRLF, the header, then every row (shared writer: quoted where a
 * cell holds a quote, comma or line break, formula cells neutralised), page by page as the reader asks for it. The
 * first page is read before the answer starts, so a query the database refuses still answers with its 4xx.
 */
export async function csvFile<R>(
  fileName: string,
  columns: readonly CsvExportColumn<R>[],
  pages: AsyncIterable<R[]>,
): Promise<FileAnswer> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  const encoder = new TextEncoder();
  async function* body(): AsyncGenerator<Uint8Array> {
    yield encoder.encode(UTF8_BOM + csvHeaderLine(columns));
    for (let next = first; !next.done; next = await iterator.next()) {
      yield encoder.encode(
        next.value.map((row) => csvLine(columns.map((column) => column.value(row)))).join(''),
      );
    }
  }
  return fileAnswer(CSV_CONTENT_TYPE, fileName, body());
}
