import fc from 'fast-check';
import { csvLine, parseCsvRecords } from '@sdp/shared/domain';
import { ACCOUNTS, setupTestApp } from '../test/test-app';

const t = setupTestApp();
jest.setTimeout(600_000);

const FY = 2025;
const ENDINGS = ['\r\n', '\n', '\r'] as const;

interface UploadKind {
  name: string;
  as: string;
  exportUrl: string;
  uploadUrl: string;
  /** The upload answers quality warnings against the year before (DESIGN.md §8). */
  quality?: true;
}

/** Every upload, each fed its own export (which uploads back unchanged). */
const KINDS: UploadKind[] = [
  ...(['internal', 'office', 'corp'] as const).map((kind) => ({
    name: `organizations (${kind})`,
    as: ACCOUNTS.org,
    exportUrl: `/organizations/info/export?survey_fy=${FY}&kind=${kind}`,
    uploadUrl: `/organizations/upload/csv?kind=${kind}&dry_run=true`,
  })),
  {
    name: 'suppliers',
    as: ACCOUNTS.org,
    exportUrl: `/suppliers/export/?survey_fy=${FY}`,
    uploadUrl: '/suppliers/upload?dry_run=true',
  },
  {
    name: 'vehicles',
    as: ACCOUNTS.vehicle,
    exportUrl: `/cars/export?survey_fy=${FY}`,
    uploadUrl: '/cars/upload?dry_run=true',
    quality: true,
  },
  {
    name: 'survey results',
    // 全社: the whole year's results (business@ sees only 経営企画本部's, too few rows for these files).
    as: ACCOUNTS.admin,
    exportUrl: `/survey_result/export?survey_fy=${FY}`,
    uploadUrl: '/survey_result/upload?dry_run=true',
    quality: true,
  },
];

async function exportedRecords(kind: UploadKind): Promise<string[][]> {
  const response = await t().call('GET', kind.exportUrl, { as: kind.as });
  expect(response.statusCode).toBe(200);
  return parseCsvRecords(response.body.slice(1)).map((r) => r.record);
}

/** The records written again, record i ending in endings[i % length] (quoted line breaks stay as they are). */
const fileOf = (records: readonly (readonly string[])[], endings: readonly string[]): Buffer =>
  Buffer.from(
    `\uFEFF${records.map((cells, index) => csvLine(cells).slice(0, -2) + endings[index % endings.length]).join('')}`,
    'utf-8',
  );

async function dryRun(kind: UploadKind, file: Buffer) {
  const response = await t().upload(`${kind.uploadUrl}`, 'upload.csv', file, kind.as);
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe.each(KINDS)('the $name upload', (kind) => {
  it('answers the same dry run whether its lines end in CRLF, LF, CR or any mix of them', async () => {
    const records = await exportedRecords(kind);
    const rows = records.length - 1;
    expect(rows).toBeGreaterThan(1);
    const crlf = await dryRun(kind, fileOf(records, ['\r\n']));
    expect(crlf).toEqual({
      status: 200,
      body: {
        dry_run: true,
        imported_count: rows,
        added: 0,
        changed: 0,
        unchanged: rows,
        removed: 0,
        added_rows: [],
        changed_rows: [],
        removed_rows: [],
        // Whatever 2025 says against 2024: the same whatever the line endings (compared below).
        ...(kind.quality && { warnings: expect.any(Array), warning_count: expect.any(Number) }),
      },
    });
    // As reported: the header and first rows in CRLF, the rest in LF; and the other way round.
    const crlfThenLf = ['\r\n', '\r\n', '\r\n', ...records.map(() => '\n')];
    const lfThenCrlf = ['\n', ...records.map(() => '\r\n')];
    for (const endings of [['\n'], ['\r'], crlfThenLf, lfThenCrlf, ['\r', '\n', '\r\n']])
      expect({ endings, answer: await dryRun(kind, fileOf(records, endings)) }).toEqual({
        endings,
        answer: crlf,
      });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...ENDINGS), { minLength: 1, maxLength: 8 }),
        async (endings) => {
          expect({ endings, answer: await dryRun(kind, fileOf(records, endings)) }).toEqual({
            endings,
            answer: crlf,
          });
        },
      ),
      { numRuns: 5, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
  });

  it('refuses a row with an extra cell and a row with a missing cell, each by its line', async () => {
    const [header, first, second, ...rest] = await exportedRecords(kind);
    const file = fileOf([header!, [...first!, '余分'], second!.slice(0, -1), ...rest], ['\r\n']);
    const answer = await dryRun(kind, file);
    const width = header!.length;
    expect(answer).toMatchObject({
      status: 400,
      body: {
        code: 'W-005-3',
        error_item: {
          rows: [
            { line: 2, message: `CSVの列数が多すぎます（見出し行は${width}列、この行は${width + 1}列）` },
            { line: 3, message: `CSVの列数が不足しています（見出し行は${width}列、この行は${width - 1}列）` },
          ],
        },
      },
    });
  });
});
