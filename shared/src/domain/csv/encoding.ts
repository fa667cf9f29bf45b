/**
 * Encoding of uploaded CSV files (DESIGN.md §4): UTF-8 with BOM, or Shift_JIS (Windows-31J, what Excel writes in
 * Japan). UTF-8 without BOM is refused even though it could be read, because Excel would mangle the same file on the
 * way back; everything else is refused because it does not decode.
 *
 * Streaming: feed chunks with `write`, call `end` once. Uses the platform's TextDecoder (browsers, Node with ICU),
 * so the browser mocks and the server decide alike.
 */
export type CsvEncoding = 'utf-8' | 'shift_jis';

export class CsvEncodingError extends Error {
  constructor() {
    super('CSV encoding is neither UTF-8 with BOM nor Shift_JIS');
    this.name = 'CsvEncodingError';
  }
}

const BOM = [0xef, 0xbb, 0xbf] as const;

export const hasUtf8Bom = (bytes: Uint8Array): boolean =>
  bytes.length >= 3 && bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2];

const hasNonAscii = (bytes: Uint8Array): boolean => bytes.some((byte) => byte > 0x7f);

export class CsvDecoder {
  private head: Uint8Array = new Uint8Array(0);
  private main: InstanceType<typeof TextDecoder> | null = null;
  /** Only for files without BOM: stays non-null while the bytes so far are valid UTF-8. */
  private utf8Probe: InstanceType<typeof TextDecoder> | null = null;
  private sawNonAscii = false;
  encoding: CsvEncoding | null = null;

  /** Decodes a chunk; throws CsvEncodingError as soon as the bytes cannot be one of the accepted encodings. */
  write(chunk: Uint8Array): string {
    if (!this.main) {
      // The BOM check needs three bytes; hold back a shorter start.
      const joined = concat(this.head, chunk);
      if (joined.length < 3) {
        this.head = joined;
        return '';
      }
      this.start(joined);
      return this.decode(joined, true);
    }
    return this.decode(chunk, true);
  }

  end(): string {
    if (!this.main) {
      if (this.head.length === 0) return '';
      this.start(this.head);
      return this.decode(this.head, false);
    }
    const rest = this.decode(new Uint8Array(0), false);
    if (this.utf8Probe && this.sawNonAscii) throw new CsvEncodingError();
    return rest;
  }

  private start(first: Uint8Array): void {
    if (hasUtf8Bom(first)) {
      this.encoding = 'utf-8';
      this.main = new TextDecoder('utf-8', { fatal: true });
    } else {
      this.encoding = 'shift_jis';
      this.main = new TextDecoder('shift_jis', { fatal: true });
      this.utf8Probe = new TextDecoder('utf-8', { fatal: true });
    }
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    if (this.utf8Probe) {
      if (!this.sawNonAscii && hasNonAscii(bytes)) this.sawNonAscii = true;
      try {
        this.utf8Probe.decode(bytes, { stream });
        if (!stream && this.sawNonAscii) throw new CsvEncodingError();
      } catch (error) {
        if (error instanceof CsvEncodingError) throw error;
        this.utf8Probe = null;
      }
    }
    try {
      return this.main!.decode(bytes, { stream });
    } catch {
      throw new CsvEncodingError();
    }
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Whole-buffer form for small files (the browser mocks). */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const decoder = new CsvDecoder();
  const text = decoder.write(bytes) + decoder.end();
  return { text, encoding: decoder.encoding ?? 'utf-8' };
}
