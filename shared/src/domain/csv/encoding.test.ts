import iconv from 'iconv-lite';
import { CsvDecoder, CsvEncodingError } from './encoding';

const sjis = (content: string) => new Uint8Array(iconv.encode(content, 'Shift_JIS'));
const utf8Bom = (content: string) => new Uint8Array(iconv.encode(content, 'utf-8', { addBOM: true }));
const utf8 = (content: string) => new Uint8Array(iconv.encode(content, 'utf-8'));

describe('CsvDecoder', () => {
  it('decodes Shift_JIS fed one byte at a time', () => {
    const bytes = sjis('調査年度,ソ表\r\n');
    const decoder = new CsvDecoder();
    let out = '';
    bytes.forEach((byte) => (out += decoder.write(new Uint8Array([byte]))));
    out += decoder.end();
    expect(out).toBe('調査年度,ソ表\r\n');
    expect(decoder.encoding).toBe('shift_jis');
  });

  it('refuses UTF-8 without BOM even when the first chunk is plain ASCII', () => {
    const decoder = new CsvDecoder();
    expect(() => {
      decoder.write(utf8('a,b\r\n'));
      decoder.write(utf8('日本,語\r\n'));
      decoder.end();
    }).toThrow(CsvEncodingError);
  });

  it('strips the BOM of UTF-8', () => {
    const decoder = new CsvDecoder();
    expect(decoder.write(utf8Bom('調査')) + decoder.end()).toBe('調査');
  });
});
