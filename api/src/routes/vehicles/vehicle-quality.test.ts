import { ACCOUNTS, setupTestApp } from '../../test/test-app';
import { bom, lines } from '../../test/csv-files';
import { anOfficeOfBothYears as officeOfBothYears, uploaderOf } from '../../test/quality-uploads';

const t = setupTestApp();
jest.setTimeout(120_000);

const HEADER = '調査年度,事業所コード,登録番号,車種,燃料種別,燃料使用量,走行距離';

const upload = uploaderOf(t, '/cars/upload', 'cars.csv', ACCOUNTS.vehicle);
const anOfficeOfBothYears = () => officeOfBothYears(t().app.db, 2025);

const vehicles2025 = () =>
  t()
    .app.db.selectFrom('vehicles')
    .select(['registration_number', 'fuel_used'])
    .where('survey_fy', '=', 2025)
    .orderBy('registration_number')
    .execute();

describe('vehicle quality warnings', () => {
  it("compares the year's fuel used per office and fuel type with last year's, and takes a comment", async () => {
    const office = await anOfficeOfBothYears();
    const car = (fy: number, number: string, fuel: string, used: number) =>
      `${fy},${office},${number},バン,${fuel},${used},`;
    const lastYear = bom(
      lines(
        HEADER,
        car(2024, 'G-1', 'ガソリン', 60),
        car(2024, 'G-2', 'ガソリン', 40),
        car(2024, 'D-1', '軽油', 50),
        car(2024, 'E-1', '電気', 10),
      ),
    );
    expect((await upload(lastYear, { dryRun: true })).json()).toMatchObject({
      warning_count: 0,
      warnings: [],
    });
    expect((await upload(lastYear)).statusCode).toBe(200);

    // ガソリン 100 → 131 over three cars (31 %), 軽油 50 → 65 (exactly 30 %), 電気 gone (zero), ハイブリッド new.
    const file = bom(
      lines(
        HEADER,
        car(2025, 'G-1', 'ガソリン', 50),
        car(2025, 'G-3', 'ガソリン', 50),
        car(2025, 'G-4', 'ガソリン', 31),
        car(2025, 'D-1', '軽油', 65),
        car(2025, 'H-1', 'ハイブリッド', 20),
      ),
    );
    const dry = await upload(file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      warning_count: 2,
      warnings: [
        {
          code: 'YOY_CHANGE',
          line: null,
          key: `2025/${office}/ガソリン`,
          label: `事業所 ${office}・ガソリン（燃料使用量）`,
          previous: 100,
          current: 131,
          change_percent: 31,
        },
        { code: 'ZERO_VALUE', line: null, key: `2025/${office}/電気`, previous: 10, current: 0 },
      ],
    });

    const before = await vehicles2025();
    const refused = await upload(file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'W-001-1', message: expect.stringContaining('確認内容') });
    expect(await vehicles2025()).toEqual(before);

    const done = await upload(file, { comment: '電気自動車を売却、ガソリン車を1台増車' });
    expect(done.statusCode).toBe(200);
    expect((await vehicles2025()).map((v) => v.registration_number)).toEqual(
      expect.arrayContaining(['G-1', 'G-3', 'G-4', 'D-1', 'H-1']),
    );
    const event = await t()
      .app.db.selectFrom('audit_events')
      .select('changes')
      .where('action', '=', 'upload')
      .where('entity', '=', 'vehicle')
      .orderBy('audit_event_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { field: 'comment', before: null, after: '電気自動車を売却、ガソリン車を1台増車' },
      ]),
    );
  });
});
