import { sql } from 'kysely';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';
import { bom, lines, sjis } from '../../test/csv-files';
import { addScopedAccounts, SCOPED } from '../../test/scope-support';

const t = setupTestApp();
jest.setTimeout(120_000);

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';
// A comment confirms whatever year-over-year warnings a file gets (DESIGN.md §8): these files replace whole years.
const upload = (fileName: string, content: Buffer, dryRun = false, as: string = ACCOUNTS.vehicle) =>
  t().upload(`/cars/upload${dryRun ? '?dry_run=true' : ''}`, fileName, content, as, {
    comment: '証跡の確認',
  });
const uploads = (query: Record<string, string | number>, as: string = ACCOUNTS.vehicle) =>
  t().call('GET', '/uploads', { as, query });
const fileOf = (uploadId: string, as: string = ACCOUNTS.vehicle) =>
  t().call('GET', `/uploads/${uploadId}/file`, { as });
const kept = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM uploads`.execute(t().db)).rows[0]!.n);
const stagedChunks = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM upload_chunk_staging`.execute(t().db)).rows[0]!.n,
  );
const summaries = async () =>
  t().db.selectFrom('audit_events').select('upload_id').where('action', '=', 'upload').execute();

async function officeOf(fy: number): Promise<string> {
  const office = await t()
    .app.db.selectFrom('offices')
    .select('office_code')
    .where('survey_fy', '=', fy)
    .executeTakeFirstOrThrow();
  return office.office_code;
}

describe('uploads kept as evidence', () => {
  it('keeps an accepted Shift_JIS upload byte for byte, lists it and tags its events with its id', async () => {
    const office = await officeOf(2024);
    const bytes = sjis(
      lines(
        HEADER,
        `2024,${office},品川300あ1,ハイエース,軽油,1000,8000`,
        `2024,${office},EV-1,リーフ,電気,500,`,
      ),
    );
    const done = await upload('車両_2024.csv', bytes);
    expect(done.statusCode).toBe(200);
    const listed = (await uploads({ kind: 'vehicle', survey_fy: 2024 })).json();
    expect(listed.total).toBe(1);
    const [kept2024] = listed.uploads;
    expect(kept2024).toMatchObject({
      kind: 'vehicle',
      survey_fys: [2024],
      file_name: '車両_2024.csv',
      size: bytes.length,
      added: 2,
    });
    // No year-over-year warning (2023 had no vehicles): no comment kept, though the file came with one.
    expect(kept2024).toMatchObject({ comment: null, warnings: null });
    const file = await fileOf(kept2024.upload_id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('車両_2024.csv')}`,
    );

    const events = await t()
      .db.selectFrom('audit_events')
      .select(['action', 'upload_id'])
      .where('request_id', '=', String(done.headers['x-request-id']))
      .execute();
    expect(events.length).toBeGreaterThan(2);
    expect(events.every((event) => event.upload_id === kept2024.upload_id)).toBe(true);
    expect(events.filter((event) => event.action === 'upload')).toHaveLength(1);
  });

  it('keeps nothing for a dry run or an upload that changes nothing, and writes no summary for it', async () => {
    const exported = await t().call('GET', '/cars/export', {
      as: ACCOUNTS.vehicle,
      query: { survey_fy: 2024 },
    });
    const [before, eventsBefore] = [await kept(), (await summaries()).length];
    expect((await upload('same.csv', exported.rawPayload)).json()).toMatchObject({
      added: 0,
      changed: 0,
      removed: 0,
    });
    const office = await officeOf(2024);
    const dry = await upload(
      'dry.csv',
      bom(lines(HEADER, `2024,${office},DRY-1,カローラ,ガソリン,10,10`)),
      true,
    );
    expect(dry.json()).toMatchObject({ dry_run: true, added: 1 });
    expect(await kept()).toBe(before);
    expect((await summaries()).length).toBe(eventsBefore);
  });

  it('lists a file with rows of two years under each, and stores a large file in several chunks', async () => {
    const [office24, office25] = [await officeOf(2024), await officeOf(2025)];
    const rows = Array.from(
      { length: 9000 },
      (_, n) => `2024,${office24},大阪500さ${n},プリウス,ガソリン,${n},${n}`,
    );
    const bytes = bom(lines(HEADER, ...rows, `2025,${office25},名古屋1,リーフ,電気,5,`));
    expect(bytes.length).toBeGreaterThan(2 * 256 * 1024);
    expect((await upload('two-years.csv', bytes)).statusCode).toBe(200);
    const in2024 = (await uploads({ kind: 'vehicle', survey_fy: 2024 })).json().uploads[0];
    const in2025 = (await uploads({ kind: 'vehicle', survey_fy: 2025 })).json().uploads[0];
    expect(in2024).toMatchObject({ file_name: 'two-years.csv', survey_fys: [2024, 2025] });
    expect(in2025.upload_id).toBe(in2024.upload_id);
    const chunks = await t()
      .db.selectFrom('upload_chunks')
      .select('seq')
      .where('upload_id', '=', in2024.upload_id)
      .execute();
    expect(chunks.length).toBe(Math.ceil(bytes.length / (256 * 1024)));
    expect((await fileOf(in2024.upload_id)).rawPayload.equals(bytes)).toBe(true);
    // The bytes were staged as the file was read; once kept, nothing of them is left in staging.
    expect(await stagedChunks()).toBe(0);
  });

  it('keeps nothing of a refused file, not even its staged bytes', async () => {
    const before = await kept();
    const office = await officeOf(2024);
    const rows = Array.from(
      { length: 9000 },
      (_, n) => `2024,${office},京都500さ${n},プリウス,ガソリン,${n},${n}`,
    );
    const refused = await upload(
      'bad.csv',
      bom(lines(HEADER, ...rows, `2024,${office},京都1,プリウス,ガソリン,多い,1`)),
    );
    expect(refused.statusCode).toBe(400);
    expect(await kept()).toBe(before);
    expect(await stagedChunks()).toBe(0);
  });

  it('refuses to hand out bytes changed behind its back, and the app cannot change a kept upload', async () => {
    const [latest] = (await uploads({ kind: 'vehicle' })).json().uploads;
    // The owner lifts the append-only trigger, as only someone with the database's keys could.
    await sql`ALTER TABLE upload_chunks DISABLE TRIGGER upload_chunks_no_change`.execute(t().db);
    await sql`UPDATE upload_chunks SET bytes = overlay(bytes placing '\\x58'::bytea from 5)
      WHERE upload_id = ${latest.upload_id} AND seq = 0`.execute(t().db);
    await sql`ALTER TABLE upload_chunks ENABLE TRIGGER upload_chunks_no_change`.execute(t().db);
    const refused = await fileOf(latest.upload_id);
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toMatchObject({ code: 'E-001', message: expect.stringContaining('一致しない') });
    await expect(
      sql`UPDATE uploads SET file_name = 'x.csv' WHERE upload_id = ${latest.upload_id}`.execute(t().db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM upload_chunks`.execute(t().db)).rejects.toThrow(/append-only/);
  });

  it('lets only those who may read a kind read its uploads', async () => {
    const [latest] = (await uploads({ kind: 'vehicle' })).json().uploads;
    // The organisation master account reads organisations, not vehicles.
    expect((await uploads({ kind: 'vehicle' }, ACCOUNTS.org)).statusCode).toBe(403);
    expect((await fileOf(latest.upload_id, ACCOUNTS.org)).statusCode).toBe(403);
    const readable = (await uploads({}, ACCOUNTS.org)).json();
    expect(readable.uploads.some((kept: { kind: string }) => kept.kind === 'vehicle')).toBe(false);
    expect((await uploads({}, ACCOUNTS.norole)).statusCode).toBe(403);
    expect((await fileOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t().call('GET', '/uploads/not-a-uuid/file', { as: ACCOUNTS.vehicle })).statusCode).toBe(
      400,
    );
  });

  it('shows a 所属組織データのみ caller the uploads made under its own scope only', async () => {
    await addScopedAccounts(t());
    const stored = await t()
      .db.selectFrom('uploads')
      .select(['upload_id', 'scope_kind', 'scope_code'])
      .where('kind', '=', 'vehicle')
      .execute();
    const idsAs = async (as: string) =>
      (await uploads({ kind: 'vehicle', per_page: 100 }, as))
        .json()
        .uploads.map((kept: { upload_id: string }) => kept.upload_id)
        .sort();
    const under = (kind: string, code: string) =>
      stored
        .filter((kept) => kept.scope_kind === kind && kept.scope_code === code)
        .map((kept) => kept.upload_id)
        .sort();
    expect(stored.length).toBeGreaterThan(0);
    expect(await idsAs(SCOPED.group)).toEqual(under('group', '001'));
    expect(await idsAs(SCOPED.hq)).toEqual(under('headquarter', '0101'));
    const others = stored.find((kept) => kept.scope_kind !== 'headquarter')!;
    expect((await fileOf(others.upload_id, SCOPED.hq)).statusCode).toBe(404);
  });
});
