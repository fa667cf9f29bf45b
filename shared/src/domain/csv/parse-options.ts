/**
 * How every CSV upload is read, by the server (csv-parse's stream) and the browser mocks (its browser build) alike:
 * RFC 4180 quotes and nothing looser (a stray quote refuses the file), CRLF or LF, rows of any length (a short row
 * is reported by line), blank lines skipped (Excel often leaves one at the end).
 */
export const CSV_PARSE_OPTIONS = {
  relax_column_count: true,
  skip_empty_lines: true,
  relax_quotes: false,
} as const;
