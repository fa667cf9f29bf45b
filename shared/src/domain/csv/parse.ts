/**
 * A small RFC 4180 reader for the browser mocks (the server streams through csv-parse with the same options:
 * quotes, CRLF or LF, no trimming). Incremental so a caller can feed decoded chunks.
 */
export class CsvReader {
  private field = '';
  private record: string[] = [];
  private inQuotes = false;
  /** The previous chunk ended on a quote inside a quoted field: escaped quote or closing quote. */
  private pendingQuote = false;
  private afterCr = false;

  push(text: string): string[][] {
    const out: string[][] = [];
    for (const char of text) this.step(char, out);
    return out;
  }

  end(): string[][] {
    const out: string[][] = [];
    if (this.pendingQuote) {
      this.pendingQuote = false;
      this.inQuotes = false;
    }
    if (this.field !== '' || this.record.length > 0) this.finishRecord(out);
    return out;
  }

  private step(char: string, out: string[][]): void {
    if (this.pendingQuote) {
      this.pendingQuote = false;
      if (char === '"') {
        this.field += '"';
        return;
      }
      this.inQuotes = false;
    }
    if (this.inQuotes) {
      if (char === '"') this.pendingQuote = true;
      else this.field += char;
      return;
    }
    if (this.afterCr) {
      this.afterCr = false;
      if (char === '\n') return;
    }
    switch (char) {
      case '"':
        if (this.field === '') this.inQuotes = true;
        else this.field += char;
        break;
      case ',':
        this.record.push(this.field);
        this.field = '';
        break;
      case '\r':
        this.afterCr = true;
        this.finishRecord(out);
        break;
      case '\n':
        this.finishRecord(out);
        break;
      default:
        this.field += char;
    }
  }

  private finishRecord(out: string[][]): void {
    this.record.push(this.field);
    this.field = '';
    const record = this.record;
    this.record = [];
    // Blank lines (Excel often leaves one at the end) are not records.
    if (record.length === 1 && record[0] === '') return;
    out.push(record);
  }
}

export function parseCsv(text: string): string[][] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}
