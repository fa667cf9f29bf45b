import { ACCOUNTS, setupTestApp } from '../../test/test-app';
import { bom, lines, sjis } from '../../test/csv-files';

const t = setupTestApp();
jest.setTimeout(120_000);

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';
const EXPORT_HEADER =
  '調査年度,事業所コード,事業所名,登録番号,車種,燃料種別,燃料使用量,走行距離,CO2排出量（t）';

const upload = (fileName: string, content: Buffer, as: string = ACCOUNTS.vehicle, dryRun = false) =>
  t().upload(`/cars/upload${dryRun ? '?dry_run=true' : ''}`, fileName, content, as);

async function anOffice(): Promise<string> {
  const office = await t()
    .app.db.selectFrom('offices')
    .select('office_code')
    .where('survey_fy', '=', 2024)
    .executeTakeFirstOrThrow();
  return office.office_code;
}

const list = (as: string = ACCOUNTS.vehicle) => t().call('GET', '/cars', { as, query: { survey_fy: 2024 } });

describe('vehicles upload', () => {
  it('imports a Shift_JIS file, computes emissions, and replaces the year on the next upload', async () => {
    const office = await anOffice();
    const seeded = (await list()).json().total;
    const first = await upload(
      'cars.csv',
      sjis(
        lines(
          HEADER,
          `2024,${office},品川300あ1234,ハイエース,軽油,1000,8000`,
          `2024,${office},EV-1,リーフ,電気,500,`,
        ),
      ),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ dry_run: false, imported_count: 2, added: 2, removed: seeded });
    const listed = (await list()).json();
    expect(listed.total).toBe(2);
    expect(listed.total_emissions).toBe(2.58);
    const diesel = listed.vehicles.find(
      (v: { registration_number: string }) => v.registration_number === '品川300あ1234',
    );
    expect(diesel).toMatchObject({
      vehicle_type: 'ハイエース',
      fuel_type: '軽油',
      fuel_used: 1000,
      distance: 8000,
    });

    const again = await upload(
      'cars.csv',
      bom(lines(HEADER, `2024,${office},X-9,プリウス,ハイブリッド,100,1200`)),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: 1, removed: 2, changed: 0 });
    expect((await list()).json().total).toBe(1);
  });

  it('says first what an upload would do — the rows added, changed (before → after) and removed — and writes nothing', async () => {
    const office = await anOffice();
    await upload(
      'cars.csv',
      bom(
        lines(
          HEADER,
          `2024,${office},K-1,軽トラ,ガソリン,10,100`,
          `2024,${office},K-2,軽トラ,ガソリン,20,200`,
          `2024,${office},K-3,軽トラ,軽油,30,`,
        ),
      ),
    );
    const file = bom(
      lines(
        HEADER,
        `2024,${office},K-1,軽トラ,ガソリン,10,100`,
        `2024,${office},K-2,軽トラ,電気,20,200`,
        `2024,${office},K-4,バン,軽油,5,`,
      ),
    );
    const dry = await upload('cars.csv', file, ACCOUNTS.vehicle, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      dry_run: true,
      imported_count: 3,
      added: 1,
      changed: 1,
      unchanged: 1,
      removed: 1,
      added_rows: [[2024, office, 'K-4', 'バン', '軽油', 5, null]],
      changed_rows: [
        {
          cells: [2024, office, 'K-2', '軽トラ', '電気', 20, 200],
          changes: [{ field: 'fuel_type', before: 'ガソリン', after: '電気' }],
        },
      ],
      removed_rows: [[2024, office, 'K-3', '軽トラ', '軽油', 30, null]],
      warnings: [],
      warning_count: 0,
    });
    const stored = (await list())
      .json()
      .vehicles.map((v: { registration_number: string }) => v.registration_number);
    expect(stored).toEqual(['K-1', 'K-2', 'K-3']);

    const done = await upload('cars.csv', file);
    expect(done.json()).toMatchObject({ dry_run: false, added: 1, changed: 1, unchanged: 1, removed: 1 });
    // The lists were the dry run's: the upload answers its counts.
    expect(done.json()).toMatchObject({ added_rows: [], changed_rows: [], removed_rows: [] });
    const after = (await list()).json().vehicles;
    expect(after.map((v: { registration_number: string }) => v.registration_number)).toEqual([
      'K-1',
      'K-2',
      'K-4',
    ]);
    expect(
      after.find((v: { registration_number: string }) => v.registration_number === 'K-2').fuel_type,
    ).toBe('電気');
  });

  it('lists the first 100 rows of each kind in key order, with the counts of them all', async () => {
    const office = await anOffice();
    const row = (n: number, fuel: number) =>
      `2024,${office},L-${String(n).padStart(3, '0')},バン,軽油,${fuel},`;
    const stored = Array.from({ length: 105 }, (_, n) => row(n, 1));
    await upload('cars.csv', bom(lines(HEADER, ...stored)));
    const changedAndAdded = Array.from({ length: 206 }, (_, n) => row(n, 2));
    const dry = (
      await upload('cars.csv', bom(lines(HEADER, ...changedAndAdded)), ACCOUNTS.vehicle, true)
    ).json();
    expect(dry).toMatchObject({ added: 101, changed: 105, removed: 0 });
    expect(dry.added_rows).toHaveLength(100);
    expect(dry.added_rows[0][2]).toBe('L-105');
    expect(dry.changed_rows).toHaveLength(100);
    expect(dry.changed_rows[99]).toEqual({
      cells: [2024, office, 'L-099', 'バン', '軽油', 2, null],
      changes: [{ field: 'fuel_used', before: 1, after: 2 }],
    });
    const shrink = (await upload('cars.csv', bom(lines(HEADER, row(0, 1))), ACCOUNTS.vehicle, true)).json();
    expect(shrink).toMatchObject({ removed: 104, unchanged: 1 });
    expect(shrink.removed_rows).toHaveLength(100);
    expect(shrink.removed_rows[0][2]).toBe('L-001');
  });

  it("exports the year with the upload's columns, and the export uploads back as no change", async () => {
    const office = await anOffice();
    await upload(
      'cars.csv',
      sjis(
        lines(
          HEADER,
          `2024,${office},"品川 1,2",ハイエース,軽油,1000.5,8000`,
          `2024,${office},=EV,リーフ,電気,500,`,
        ),
      ),
    );
    const exported = await t().call('GET', '/cars/export', {
      as: ACCOUNTS.vehicle,
      query: { survey_fy: 2024 },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const text = exported.rawPayload.toString('utf-8');
    expect(text.startsWith('\uFEFF' + EXPORT_HEADER + '\r\n')).toBe(true);
    const back = await upload('cars.csv', exported.rawPayload, ACCOUNTS.vehicle, true);
    expect(back.json()).toMatchObject({ imported_count: 2, added: 0, changed: 0, removed: 0, unchanged: 2 });
  });

  it('exports 事業所名 and CO2 as the list shows them, and an upload ignores them: edited, there or not', async () => {
    const office = await anOffice();
    await upload('cars.csv', bom(lines(HEADER, `2024,${office},D-1,@SUM(1),軽油,1000,8000`)));
    const exported = await t().call('GET', '/cars/export', {
      as: ACCOUNTS.vehicle,
      query: { survey_fy: 2024 },
    });
    const [header, row] = exported.rawPayload
      .toString('utf-8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const listed = (await list()).json().vehicles[0];
    expect(header).toBe(EXPORT_HEADER);
    // The formula-looking 車種 goes out guarded, for a spreadsheet.
    expect(row).toBe(`2024,${office},${listed.office_name},D-1,'@SUM(1),軽油,1000,8000,2.58`);
    const edited = lines(header!, `2024,${office},別の名前,D-1,'@SUM(1),軽油,1000,8000,999`);
    const without = lines(HEADER, `2024,${office},D-1,'@SUM(1),軽油,1000,8000`);
    const reordered = lines(`${HEADER},事業所名`, `2024,${office},D-1,'@SUM(1),軽油,1000,8000,x`);
    for (const file of [exported.rawPayload, bom(edited), bom(without), bom(reordered)]) {
      const dry = (await upload('cars.csv', file, ACCOUNTS.vehicle, true)).json();
      expect(dry).toMatchObject({ imported_count: 1, added: 0, changed: 0, removed: 0, unchanged: 1 });
    }
    expect((await upload('cars.csv', bom(edited))).json()).toMatchObject({ changed: 0, unchanged: 1 });
    // Uploaded back, the guard comes off: the stored 車種 is the one typed.
    expect((await list()).json().vehicles[0]).toMatchObject({ vehicle_type: '@SUM(1)', emissions: 2.58 });
  });

  it('rejects every bad row with its line and imports nothing', async () => {
    const office = await anOffice();
    const before = (await list()).json().total;
    const response = await upload(
      'cars.csv',
      sjis(
        lines(
          HEADER,
          `2024,${office},A-1,軽トラ,ガソリン,10,100`,
          `2024,NOPE,A-2,軽トラ,ガソリン,10,100`,
          `2024,${office},A-3,軽トラ,水素,abc,100`,
          `2024,${office},A-1,軽トラ,ガソリン,10,100`,
        ),
      ),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('W-001');
    const rows = body.error_item.rows.map(
      (row: { line: number; field: string }) => `${row.line}:${row.field}`,
    );
    expect(rows).toEqual(
      expect.arrayContaining(['3:office_code', '4:fuel_type', '4:fuel_used', '5:registration_number']),
    );
    expect((await list()).json().total).toBe(before);
  });

  it('answers the file errors: header, too few columns, empty, not a CSV, bad encoding', async () => {
    expect(
      (
        await upload('a.csv', sjis(lines('調査年度,事業所,登録番号,車種,燃料種別,燃料使用量,走行距離')))
      ).json().code,
    ).toBe('W-005-1');
    expect((await upload('a.csv', sjis(lines('調査年度,事業所コード')))).json().code).toBe('W-005-3');
    expect((await upload('a.csv', Buffer.alloc(0))).json().code).toBe('W-005');
    expect((await upload('a.txt', sjis(lines(HEADER)))).json().code).toBe('W-005');
    const broken = Buffer.concat([
      sjis(HEADER + '\r\n2024,'),
      Buffer.from([0x81, 0x20]),
      sjis(',x,x,軽油,1,1\r\n'),
    ]);
    expect((await upload('a.csv', broken)).json().code).toBe('W-005-2');
  });

  it('checks the file name in the dry run as in the upload: at most 200 characters, the audit trail keeps it', async () => {
    const office = await anOffice();
    await upload('cars.csv', sjis(lines(HEADER, `2024,${office},N-1,軽トラ,軽油,1,`)));
    const exported = await t().call('GET', '/cars/export', {
      as: ACCOUNTS.vehicle,
      query: { survey_fy: 2024 },
    });
    const long = `${'a'.repeat(200)}.csv`;
    for (const dryRun of [true, false]) {
      const refused = await upload(long, exported.rawPayload, ACCOUNTS.vehicle, dryRun);
      expect({ dryRun, status: refused.statusCode }).toEqual({ dryRun, status: 400 });
      expect(refused.json()).toEqual({
        code: 'W-001-3',
        message: 'ファイル名は200文字以内にしてください（204文字）',
        error_item: { reason: { file: 'INVALID_VALUE' } },
        request_id: expect.any(String),
      });
    }
    const fits = `${'a'.repeat(196)}.csv`;
    expect((await upload(fits, exported.rawPayload, ACCOUNTS.vehicle, true)).json()).toMatchObject({
      changed: 0,
    });
    // The year as exported plus one vehicle: an upload that changes data, so the trail keeps its summary.
    const more = Buffer.concat([exported.rawPayload, Buffer.from(`2024,${office},,N-2,軽トラ,軽油,1,,\r\n`)]);
    const taken = await upload(fits, more);
    expect(taken.json()).toMatchObject({ added: 1 });
    const event = await t()
      .app.db.selectFrom('audit_events')
      .select('entity_key')
      .where('action', '=', 'upload')
      .orderBy('audit_event_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.entity_key).toBe(fits);
  });

  it('is for vehicle editors only', async () => {
    expect((await upload('a.csv', sjis(lines(HEADER)), ACCOUNTS.viewer)).statusCode).toBe(403);
    expect((await list(ACCOUNTS.org)).statusCode).toBe(403);
  });
});
