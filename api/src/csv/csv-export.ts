import { CSV_CONTENT_TYPE, csvHeaderLine, csvRows, UTF8_BOM, type CsvExportColumn } from '@sdp/shared/domain';
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
      yield encoder.encode(csvRows(columns, next.value));
    }
  }
  return fileAnswer(CSV_CONTENT_TYPE, fileName, body());
}
