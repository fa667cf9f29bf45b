import { parse } from 'csv-parse/browser/esm/sync';
import { CSV_PARSE_OPTIONS, type ParsedCsvRecord } from './parse-options';

/**
 * A whole CSV text read by the upload's rule (the browser mocks, and tests that read a file as a spreadsheet would).
 * Throws on a broken quote.
 */
export const parseCsvRecords = (text: string): ParsedCsvRecord[] =>
  // csv-parse's types leave `info` out of the records they describe.
  parse(text, CSV_PARSE_OPTIONS) as unknown as ParsedCsvRecord[];
