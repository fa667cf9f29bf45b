import { ACCOUNTS, setupTestApp } from '../../test/test-app';
import { bom, lines } from '../../test/csv-files';
import { anOfficeOfBothYears as officeOfBothYears, uploaderOf } from '../../test/quality-uploads';

const t = setupTestApp();
jest.setTimeout(120_000);

const HEADER = '調査年度,区分,コード,排出区分,活動量,単位,排出量';

const upload = uploaderOf(t, '/survey_result/upload', 'r.csv', ACCOUNTS.business);
const anOfficeOfBothYears = () => officeOfBothYears(t().app.db, 2025);

const results2025 = (office: string) =>
  t()
    .app.db.selectFrom('survey_results')
    .select(['category', 'activity_amount'])
    .where('survey_fy', '=', 2025)
    .where('code', '=', office)
    .orderBy('category')
    .execute();

const uploadEvents = () =>
  t()
    .app.db.selectFrom('audit_events')
    .select(['entity_key', 'changes'])
    .where('action', '=', 'upload')
    .where('entity', '=', 'survey_result')
    .orderBy('audit_event_id')
    .execute();

describe('survey result quality warnings', () => {
  it('warns on 活動量 beyond ±30 % of last year or fallen to zero, and asks for a comment to upload it', async () => {
    const office = await anOfficeOfBothYears();
    const row = (fy: number, category: string, amount: number) =>
      `${fy},office,${office},${category},${amount},kWh,1`;
    const lastYear = bom(
      lines(HEADER, row(2024, 'A', 100), row(2024, 'B', 100), row(2024, 'C', 100), row(2024, 'D', 100)),
    );
    // A first year (no 2023 results) has nothing to compare with.
    const first = await upload(lastYear, { dryRun: true });
    expect(first.json()).toMatchObject({ warnings: [], warning_count: 0 });
    expect((await upload(lastYear)).statusCode).toBe(200);

    const file = bom(
      lines(
        HEADER,
        row(2025, 'A', 129),
        row(2025, 'B', 130),
        row(2025, 'C', 131),
        row(2025, 'D', 0),
        row(2025, 'E', 50),
      ),
    );
    const dry = await upload(file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    // 29 % and exactly 30 % pass; 31 % and a fall to zero warn; E had no result last year.
    expect(dry.json()).toMatchObject({
      warning_count: 2,
      warnings: [
        {
          code: 'YOY_CHANGE',
          line: 4,
          key: `2025/office/${office}/C`,
          label: `事業所 ${office}・C（活動量）`,
          previous: 100,
          current: 131,
          change_percent: 31,
        },
        { code: 'ZERO_VALUE', line: 5, previous: 100, current: 0, change_percent: -100 },
      ],
    });

    const before = await results2025(office);
    const eventsBefore = (await uploadEvents()).length;
    for (const comment of [undefined, '   ', 'あ'.repeat(501)]) {
      const refused = await upload(file, comment === undefined ? {} : { comment });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/確認内容/);
    }
    expect(await results2025(office)).toEqual(before);
    expect(await uploadEvents()).toHaveLength(eventsBefore);

    const done = await upload(file, { comment: 'C は新設備の稼働、D は廃止を確認済み' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ added: 5, warning_count: 2 });
    expect((await results2025(office)).map((r) => r.category)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const recorded = (await uploadEvents()).at(-1)!.changes as { field: string; after: unknown }[];
    expect(recorded).toEqual(
      expect.arrayContaining([
        { field: 'comment', before: null, after: 'C は新設備の稼働、D は廃止を確認済み' },
        { field: 'warning_count', before: null, after: 2 },
      ]),
    );
    // The warnings themselves, with the comment, are kept on the upload record (DESIGN.md §8).
    const kept = await t()
      .app.db.selectFrom('uploads')
      .select(['warnings', 'comment'])
      .where('kind', '=', 'survey_result')
      .orderBy('uploaded_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept.comment).toBe('C は新設備の稼働、D は廃止を確認済み');
    const warnings = typeof kept.warnings === 'string' ? JSON.parse(kept.warnings) : kept.warnings;
    expect(warnings).toMatchObject({ count: 2, list: [{ code: 'YOY_CHANGE' }, { code: 'ZERO_VALUE' }] });
  });

  it('uploads a file without warnings with no comment', async () => {
    const office = await anOfficeOfBothYears();
    const file = bom(lines(HEADER, `2025,office,${office},A,129,kWh,1`));
    expect((await upload(file, { dryRun: true })).json()).toMatchObject({ warning_count: 0 });
    expect((await upload(file)).statusCode).toBe(200);
  });
});
