import { HttpResponse } from 'msw';
import { contentDisposition, CSV_CONTENT_TYPE, toCsv, type CsvExportColumn } from '@sdp/shared/domain';

/** A CSV attachment as the server sends it: UTF-8 with BOM, CRLF, formula cells guarded, a Japanese file name. */
export function csvResponse<R>(
  columns: readonly CsvExportColumn<R>[],
  rows: readonly R[],
  fileName: string,
): Response {
  return new HttpResponse(toCsv(columns, rows), {
    headers: { 'Content-Type': CSV_CONTENT_TYPE, 'Content-Disposition': contentDisposition(fileName) },
  });
}
