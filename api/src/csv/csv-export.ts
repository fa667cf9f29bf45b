import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  contentDisposition,
  CSV_CONTENT_TYPE,
  csvHeaderLine,
  csvRows,
  UTF8_BOM,
  type CsvExportColumn,
} from '@sdp/shared/domain';

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
 * Streams a CSV attachment: UTF-8 with BOM, then the header and every page of rows through the shared writer (CRLF,
 * quoting, formula guard), under a Japanese file name. Pages are read as the client takes the bytes. The first page
 * is read before any byte is sent, so a query the database refuses (a NUL in a filter, say) still answers with the
 * error body and its 4xx status.
 */
export async function sendCsv<R>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvExportColumn<R>[],
  pages: AsyncIterable<R[]>,
) {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* body() {
    yield Buffer.from(UTF8_BOM + csvHeaderLine(columns), 'utf-8');
    if (first.done) return;
    yield Buffer.from(csvRows(columns, first.value), 'utf-8');
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield Buffer.from(csvRows(columns, next.value), 'utf-8');
  }
  return reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from(body()));
}
