import iconv from 'iconv-lite';
import { INTERNAL_UNIT_CSV, SUPPLIER_CSV } from '@sdp/shared/domain';
import { readCsvBytes as read } from '../test/csv-files';

const HEADER = '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名';
const ROWS = [
  '2025,G01,総合商社グループ,H001,金属本部,D0001,鉄鋼部,S0000001,鉄鋼第一課',
  '2025,G01,総合商社グループ,H001,金属本部,D0002,非鉄金属部,,',
];
const text = (...lines: string[]) => lines.join('\r\n') + '\r\n';
const sjis = (content: string) => new Uint8Array(iconv.encode(content, 'Shift_JIS'));
const utf8Bom = (content: string) => new Uint8Array(iconv.encode(content, 'utf-8', { addBOM: true }));
const utf8 = (content: string) => new Uint8Array(iconv.encode(content, 'utf-8'));

describe('CSV import of internal units', () => {
  it('reads a Shift_JIS file with Japanese names', async () => {
    const result = await read(INTERNAL_UNIT_CSV, { name: '組織.csv', bytes: sjis(text(HEADER, ...ROWS)) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.records).toHaveLength(2);
    expect(result.records[0]).toMatchObject({
      survey_fy: 2025,
      group_name: '総合商社グループ',
      section_name: '鉄鋼第一課',
    });
    expect(result.records[1]).toMatchObject({ section_code: null, section_name: null });
  });

  it('reads a UTF-8 file with BOM', async () => {
    const result = await read(INTERNAL_UNIT_CSV, { name: 'a.CSV', bytes: utf8Bom(text(HEADER, ...ROWS)) });
    expect(result.ok && result.records.map((r) => r.department_name)).toEqual(['鉄鋼部', '非鉄金属部']);
  });

  it('refuses UTF-8 without BOM and other encodings with W-005-2', async () => {
    for (const bytes of [
      utf8(text(HEADER, ...ROWS)),
      new Uint8Array(iconv.encode(text(HEADER, ...ROWS), 'utf-16le')),
      new Uint8Array([0x82, 0xff, 0x2c, 0x0a]),
    ]) {
      const result = await read(INTERNAL_UNIT_CSV, { name: 'a.csv', bytes });
      expect(result).toMatchObject({ ok: false, body: { code: 'W-005-2' } });
    }
  });

  it('refuses an empty file and a file that is not a CSV with W-005', async () => {
    expect(await read(INTERNAL_UNIT_CSV, { name: 'a.csv', bytes: new Uint8Array(0) })).toMatchObject({
      body: { code: 'W-005', message: 'ファイルが空です' },
    });
    expect(
      await read(INTERNAL_UNIT_CSV, { name: 'a.xlsx', bytes: sjis(text(HEADER, ...ROWS)) }),
    ).toMatchObject({
      body: { code: 'W-005' },
    });
    expect(await read(INTERNAL_UNIT_CSV, { name: 'a.csv', bytes: sjis(text(HEADER)) })).toMatchObject({
      body: { code: 'W-005' },
    });
  });

  it('checks the header: a wrong name is W-005-1, too few columns W-005-3', async () => {
    const renamed = HEADER.replace('部名', '部署名');
    expect(
      await read(INTERNAL_UNIT_CSV, { name: 'a.csv', bytes: sjis(text(renamed, ...ROWS)) }),
    ).toMatchObject({
      body: { code: 'W-005-1', message: 'CSVのヘッダーが正しくありません' },
    });
    const short = HEADER.split(',').slice(0, 5).join(',');
    expect(await read(INTERNAL_UNIT_CSV, { name: 'a.csv', bytes: sjis(text(short, ...ROWS)) })).toMatchObject(
      {
        body: { code: 'W-005-3' },
      },
    );
  });

  it('reports every bad row with line and field and imports nothing', async () => {
    const bad = [
      ROWS[0]!,
      '2025,G01,総合商社グループ,H001,金属本部,Ｄ全角,鉄鋼部,,',
      ROWS[1]!,
      '20300,G01,総合商社グループ,H001,金属本部,D0003,,,',
    ];
    const result = await read(INTERNAL_UNIT_CSV, { name: 'a.csv', bytes: sjis(text(HEADER, ...bad)) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.body.code).toBe('W-001');
    expect(result.body.error_item?.rows).toEqual([
      expect.objectContaining({ line: 3, field: 'department_code', reason: 'INVALID_VALUE' }),
      expect.objectContaining({ line: 5, field: 'survey_fy', reason: 'INVALID_VALUE' }),
      expect.objectContaining({ line: 5, field: 'department_name', reason: 'REQUIRED' }),
    ]);
    expect(result.body.error_item?.rows?.[0]?.message).toBe('部コード: 半角英数字で入力してください');
  });

  it('refuses invisible and direction-changing characters and NUL bytes as row errors with their line', async () => {
    const bad = [
      ROWS[0]!,
      '2025,G01,総合商社グループ,H001,金属本部,D0002,非鉄\u0000金属部,,',
      '2025,G01,総合商社グループ,H001,金属本部,D0003,txt.\u202Eexe,,',
      '2025,G01,総合商社\u200Bグループ,H001,金属本部,D0004,化学部,,',
    ];
    const result = await read(INTERNAL_UNIT_CSV, { name: 'a.csv', bytes: utf8Bom(text(HEADER, ...bad)) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.body.error_item?.rows).toEqual([
      {
        line: 3,
        field: 'department_name',
        reason: 'INVALID_VALUE',
        message: '部名に使用できない文字（U+0000）が含まれています',
      },
      {
        line: 4,
        field: 'department_name',
        reason: 'INVALID_VALUE',
        message: '部名に使用できない文字（U+202E）が含まれています',
      },
      {
        line: 5,
        field: 'group_name',
        reason: 'INVALID_VALUE',
        message: 'グループ名に使用できない文字（U+200B）が含まれています',
      },
    ]);
  });

  it('reports a short row as W-005-3', async () => {
    const result = await read(INTERNAL_UNIT_CSV, {
      name: 'a.csv',
      bytes: sjis(text(HEADER, ROWS[0]!, '2025,G01,グループ')),
    });
    expect(result).toMatchObject({
      ok: false,
      body: { code: 'W-005-3', error_item: { rows: [{ line: 3 }] } },
    });
  });
});

describe('CSV import of suppliers', () => {
  const header = SUPPLIER_CSV.columns.map((column) => column.header).join(',');
  const row =
    '2025,D0001,S-001,株式会社テスト商事,ｶﾌﾞｼｷｶﾞｲｼｬﾃｽﾄ,テスト商事,テスト商事,営業部,第一課,国内,"1,234,567"';

  it('reads quoted amounts with separators', async () => {
    const result = await read(SUPPLIER_CSV, { name: 's.csv', bytes: sjis(text(header, row)) });
    expect(result.ok && result.records[0]?.handling_amount).toBe(1234567);
  });

  it('answers a repeated department and supplier code with W-003 / DUPLICATE_ERROR on department_code', async () => {
    const result = await read(SUPPLIER_CSV, { name: 's.csv', bytes: sjis(text(header, row, row)) });
    expect(result).toMatchObject({
      ok: false,
      body: {
        code: 'W-003',
        error_item: {
          reason: { department_code: 'DUPLICATE_ERROR' },
          rows: [{ line: 3, field: 'department_code', reason: 'DUPLICATE_ERROR' }],
        },
      },
    });
  });
});
