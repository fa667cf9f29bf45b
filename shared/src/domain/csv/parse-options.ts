/**
 * How every CSV upload is read, by the server (csv-parse's stream) and the browser mocks (its browser build) alike:
 * RFC 4180 quotes and nothing looser (a stray quote refuses the file); each line ends in CRLF, LF or CR, decided
 * line by line (csv-parse's default takes the ending of the first line for the whole file, and a line ending
 * otherwise then disappears into a cell); blank lines skipped (Excel often leaves one at the end). Rows of any
 * length come through, so that the validator can refuse each row whose cells are more or fewer than the header's by
 * its line and go on to the next (csv-parse's own count check would stop at the first); `info` gives the line.
 */
export const CSV_PARSE_OPTIONS = {
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
  skip_empty_lines: true,
  relax_quotes: false,
  info: true,
};

/** A record as csv-parse gives it with `info`: its cells and where it is. */
export interface ParsedCsvRecord {
  record: string[];
  info: { records: number; empty_lines: number };
}

/**
 * A record's line as a spreadsheet numbers its rows (the header is line 1, a blank line is a row too, a quoted line
 * break stays in its row): what a user looks for when a row error names it.
 */
export const csvLineOf = ({ info }: ParsedCsvRecord): number => info.records + info.empty_lines;
