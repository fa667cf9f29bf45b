import iconv from 'iconv-lite';

/** Lines of a CSV file with Excel's CRLF endings. */
export const lines = (...rows: string[]) => rows.join('\r\n') + '\r\n';
/** The text encoded as Excel's Japanese "CSV" saves it. */
export const sjis = (text: string) => iconv.encode(text, 'Shift_JIS');
/** The text encoded as Excel's "CSV UTF-8" saves it. */
export const bom = (text: string) => iconv.encode(text, 'utf-8', { addBOM: true });

/** A multipart body with one file in the field `file`, as the upload dialogs send it. */
export function multipart(content: Buffer, fileName = 'data.csv'): { payload: Buffer; contentType: string } {
  const boundary = '----sdp-test-boundary-7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
