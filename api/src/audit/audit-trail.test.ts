import { sql } from 'kysely';
import { auditEventsResponseSchema, type AuditEvent } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { purgeExpiredAuditEvents } from './purge-audit';

const t = setupTestApp();
jest.setTimeout(180_000);

const FY = 2025;
type Json = Record<string, unknown>;

const eventsOf = async (query: Json = {}, as: string = ACCOUNTS.admin) => {
  const answer = await t().call('GET', '/audit_events', { as, query: { per_page: 100, ...query } });
  return {
    status: answer.statusCode,
    body: answer.statusCode === 200 ? auditEventsResponseSchema.parse(answer.json()) : undefined,
  };
};
const allEvents = async (): Promise<AuditEvent[]> => (await eventsOf()).body!.events;
const count = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_events`.execute(t().db)).rows[0]!.n);

async function anOffice(): Promise<Json> {
  const list = await t().call('GET', '/organizations/office', { as: ACCOUNTS.org, query: { survey_fy: FY } });
  const { id } = list.json<{ offices: { id: number }[] }>().offices[0]!;
  const detail = (await t().call('GET', `/organizations/office/${id}`, { as: ACCOUNTS.org })).json<Json>();
  return Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== null));
}

describe('the audit trail', () => {
  it('records an edit with the fields that changed, who, the request and the key staff know the record by', async () => {
    const office = await anOffice();
    const edited = await t().call('PUT', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...office, notes: '監査テスト', office_name: `${String(office.office_name)}改` },
    });
    expect(edited.statusCode).toBe(200);
    const [latest] = await allEvents();
    expect(latest).toMatchObject({
      action: 'update',
      entity: 'office',
      entity_key: `${FY}/${String(office.office_code)}`,
      survey_fy: FY,
      request_id: edited.headers['x-request-id'],
      user_id: expect.any(String),
      user_name: expect.any(String),
    });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        { field: 'notes', before: (office.notes as string | undefined) ?? null, after: '監査テスト' },
        { field: 'office_name', before: office.office_name, after: `${String(office.office_name)}改` },
      ]),
    );
    expect(latest!.changes).toHaveLength(2);
    // Saving the same values again changes nothing, and records nothing.
    const before = await count();
    const fresh = await anOffice();
    await t().call('PUT', '/organizations/office', { as: ACCOUNTS.org, body: fresh });
    expect(await count()).toBe(before);
  });

  it('records registration and deletion, year moves with their reason, and an upload with its file', async () => {
    const office = await anOffice();
    const { id: _id, version: _version, ...fields } = office;
    const created = await t().call('POST', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...fields, office_code: 'AU-0001' },
    });
    expect(created.statusCode).toBe(201);
    const record = created.json<{ id: number; version: number }>();
    await t().call('DELETE', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { id: record.id, version: record.version },
    });
    const trail = await eventsOf({ entity: 'office', entity_key: `${FY}/AU-0001` });
    expect(trail.body!.events.map((event) => event.action)).toEqual(['delete', 'create']);

    await t().call('POST', '/survey_years/2024/close', { as: ACCOUNTS.admin });
    await t().call('POST', '/survey_years/2024/reopen', {
      as: ACCOUNTS.admin,
      body: { reason: '監査の再集計' },
    });
    const year = await eventsOf({ entity: 'survey_year', entity_key: '2024' });
    expect(year.body!.events.map((event) => [event.action, event.note])).toEqual([
      ['year_reopen', '監査の再集計'],
      ['year_close', null],
    ]);
    expect(year.body!.events[1]!.changes).toEqual([{ field: 'status', before: '受付中', after: '締め済み' }]);

    const exported = await t().call('GET', '/suppliers/export/', {
      as: ACCOUNTS.org,
      query: { survey_fy: FY },
    });
    const beforeDry = await count();
    await t().upload('/suppliers/upload?dry_run=true', 's.csv', exported.rawPayload, ACCOUNTS.org);
    expect(await count()).toBe(beforeDry);
    const uploaded = await t().upload(
      '/suppliers/upload',
      'clients-2025.csv',
      exported.rawPayload,
      ACCOUNTS.org,
    );
    expect([uploaded.statusCode, uploaded.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
    // The same rows again change no data: no event, not even the upload's summary (DESIGN.md §7).
    expect(await count()).toBe(beforeDry);
  });

  it("records each row an upload adds, changes or removes, under the upload's request, with before and after", async () => {
    const exported = await t().call('GET', '/suppliers/export/', {
      as: ACCOUNTS.org,
      query: { survey_fy: FY },
    });
    const [header, first, second, ...rest] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = first!.split(',');
    const keyOf = (row: string) => `${FY}/${row.split(',')[1]}/${row.split(',')[2]}`;
    const renamed = [...cells.slice(0, 3), `${cells[3]}改`, ...cells.slice(4)].join(',');
    const added = [FY, cells[1], 'AUDIT01', '監査追加', ...cells.slice(4)].join(',');
    const file = `\uFEFF${[header, renamed, ...rest, added].join('\r\n')}\r\n`;
    const uploaded = await t().upload('/suppliers/upload', 'clients.csv', Buffer.from(file), ACCOUNTS.org);
    expect(uploaded.statusCode).toBe(200);
    const requestId = uploaded.headers['x-request-id'];
    const ofRequest = (await eventsOf({ entity: 'supplier' })).body!.events.filter(
      (event) => event.request_id === requestId,
    );
    const byKey = new Map(ofRequest.map((event) => [event.entity_key, event]));
    expect(byKey.get(keyOf(first!))).toMatchObject({
      action: 'update',
      survey_fy: FY,
      changes: [{ field: 'supplier_company_name_full_width', before: cells[3], after: `${cells[3]}改` }],
    });
    expect(byKey.get(keyOf(second!))).toMatchObject({ action: 'delete', survey_fy: FY });
    expect(byKey.get(keyOf(second!))!.changes).toContainEqual(
      expect.objectContaining({ field: 'supplier_code', before: second!.split(',')[2], after: null }),
    );
    expect(byKey.get(`${FY}/${cells[1]}/AUDIT01`)).toMatchObject({ action: 'create' });
    expect(byKey.get(`${FY}/${cells[1]}/AUDIT01`)!.changes).toContainEqual({
      field: 'supplier_company_name_full_width',
      before: null,
      after: '監査追加',
    });
    expect(byKey.get('clients.csv')).toMatchObject({ action: 'upload', survey_fy: FY });
    expect(byKey.get('clients.csv')!.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['file_name', 'sha256', 'added', 'changed', 'removed']),
    );
    // The summary, and one event per row that changed: unchanged rows write none.
    expect(ofRequest.map((event) => event.action).sort()).toEqual(['create', 'delete', 'update', 'upload']);
  });

  it('exports the filtered events as CSV: UTF-8 with BOM, labels in Japanese, formulas neutralised, same access rule', async () => {
    const office = await anOffice();
    const key = `${FY}/${String(office.office_code)}`;
    await t().call('PUT', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...office, notes: '=HYPERLINK("http://x")' },
    });
    const answer = await t().call('GET', '/audit_events/export', {
      as: ACCOUNTS.org,
      query: { entity: 'office', entity_key: key },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/csv/);
    const text = answer.body;
    expect(
      text.startsWith('\uFEFF日時,ユーザーID,ユーザー名,操作,対象,キー,年度,変更内容,備考,リクエストID\r\n'),
    ).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines.length - 1).toBe((await eventsOf({ entity: 'office', entity_key: key })).body!.total);
    expect(lines[1]).toContain(`変更,事業所,${key},${FY}`);
    // A change reads 「項目: 前 → 後」, never starting a cell with the value; a note that starts with = is neutralised.
    expect(text).toMatch(/,"備考: [^"\n]* → =HYPERLINK\(""http:\/\/x""\)",/);
    await t().call('POST', '/survey_years/2023/close', { as: ACCOUNTS.admin });
    await t().call('POST', '/survey_years/2023/reopen', { as: ACCOUNTS.admin, body: { reason: '=SUM(A1)' } });
    const years = await t().call('GET', '/audit_events/export', {
      as: ACCOUNTS.admin,
      query: { entity: 'survey_year', entity_key: '2023' },
    });
    expect(years.body).toContain(`,'=SUM(A1),`);
    expect((await t().call('GET', '/audit_events/export', { as: ACCOUNTS.org, query: {} })).statusCode).toBe(
      403,
    );
  });

  it('writes nothing for sign-out, export jobs and dry runs', async () => {
    const before = await count();
    await t().call('POST', '/organizations/survey_target/export_jobs', {
      as: ACCOUNTS.business,
      body: { survey_fy: FY },
    });
    await t().call('POST', `/survey_years/${FY}/rollover`, {
      as: ACCOUNTS.admin,
      query: { dry_run: 'true' },
    });
    await t().call('POST', '/auth/sign_out', { as: ACCOUNTS.viewer });
    expect(await count()).toBe(before);
  });

  it('is append-only in the database itself', async () => {
    expect(await count()).toBeGreaterThan(0);
    for (const statement of [
      sql`UPDATE audit_events SET note = 'x'`,
      sql`DELETE FROM audit_events`,
      sql`TRUNCATE audit_events`,
    ])
      await expect(statement.execute(t().db)).rejects.toThrow(/append-only/);
  });

  it('keeps events 10 years: only older ones may be deleted, by the purge', async () => {
    const at = (years: number) => sql<Date>`now() - make_interval(years => ${years}, days => 1)`;
    await t()
      .db.insertInto('audit_events')
      .values([
        { occurred_at: at(10), action: 'update', entity: 'office', entity_key: 'OLD/EXPIRED', changes: '[]' },
        { occurred_at: at(9), action: 'update', entity: 'office', entity_key: 'OLD/KEPT', changes: '[]' },
      ])
      .execute();
    await expect(sql`DELETE FROM audit_events WHERE entity_key = 'OLD/KEPT'`.execute(t().db)).rejects.toThrow(
      /append-only/,
    );
    expect(await purgeExpiredAuditEvents(t().db)).toBe(1);
    const left = await t()
      .db.selectFrom('audit_events')
      .select('entity_key')
      .where('entity_key', 'like', 'OLD/%')
      .execute();
    expect(left.map((row) => row.entity_key)).toEqual(['OLD/KEPT']);
  });

  it("answers a user's history with their applications' events (a remand's comment included), not another user's", async () => {
    const group = await t().db.selectFrom('internal_groups').select('group_code').executeTakeFirstOrThrow();
    const registered = await t().call('POST', '/users/regist', {
      as: ACCOUNTS.editor,
      body: {
        surname: '履歴',
        given_name: '花子',
        surname_kana: 'リレキ',
        given_name_kana: 'ハナコ',
        mail: 'history-of-user@example.com',
        org_group_code: group.group_code,
        authority_group_id: 'VIEWER',
        comment: '登録をお願いします',
      },
    });
    const { user_id: userId, apply_index: index } = registered.json<{
      user_id: string;
      apply_index: number;
    }>();
    const remand = await t().call('POST', '/users/remand', {
      as: ACCOUNTS.approver,
      body: { user_id: userId, apply_index: index, version: 1, comment: 'カナを確認してください\n部署も' },
    });
    expect(remand.statusCode).toBe(200);
    const history = await eventsOf({ entity: 'user', entity_key: userId }, ACCOUNTS.editor);
    expect(history.status).toBe(200);
    expect(history.body!.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'remand',
          entity: 'user_application',
          entity_key: `${userId}/${index}`,
          note: 'カナを確認してください\n部署も',
        }),
        expect.objectContaining({ action: 'apply', entity: 'user_application' }),
      ]),
    );
    // Only this user's: a shorter id (U000006 beside U0000064) takes none of this user's applications.
    expect(
      history.body!.events.every(
        (event) =>
          (event.entity === 'user' && event.entity_key === userId) ||
          event.entity_key.startsWith(`${userId}/`),
      ),
    ).toBe(true);
    // The CSV reads as the page does: the application's state by its label, its times in Japan time.
    const csv = await t().call('GET', '/audit_events/export', {
      as: ACCOUNTS.editor,
      query: { entity: 'user', entity_key: userId },
    });
    const remandRow = csv.body
      .split('\r\n')
      .find((line) => line.includes(`,差戻し,ユーザー申請,${userId}/${index},`));
    expect(remandRow).toContain('ステータス: 申請中 → 差戻し');
    expect(csv.body).toMatch(/申請日時: （なし） → \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/);
    expect(csv.body).toContain('申請種別: （なし） → 登録');
    expect(csv.body).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const shorter = userId.slice(0, -1);
    const other = await eventsOf({ entity: 'user', entity_key: shorter }, ACCOUNTS.editor);
    expect(other.body!.events.some((event) => event.entity_key.startsWith(userId))).toBe(false);
  });

  it('answers 変更履歴閲覧 every event; an editor only the events of a record they may edit', async () => {
    expect((await eventsOf()).body!.users.length).toBeGreaterThan(0);
    expect((await eventsOf({}, ACCOUNTS.org)).status).toBe(403);
    const office = await anOffice();
    const key = `${FY}/${String(office.office_code)}`;
    const own = await eventsOf({ entity: 'office', entity_key: key }, ACCOUNTS.org);
    expect(own.status).toBe(200);
    expect(own.body!.events.every((event) => event.entity_key === key)).toBe(true);
    expect((await eventsOf({ entity: 'office', entity_key: key }, ACCOUNTS.viewer)).status).toBe(403);
    expect((await eventsOf({ entity: 'authority_group', entity_key: 'X' }, ACCOUNTS.org)).status).toBe(403);
    // Japan-time dates, inclusive: today's events are there, tomorrow's are none.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect((await eventsOf({ from: today, to: today })).body!.total).toBeGreaterThan(0);
    const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(
      new Date(Date.now() + 86_400_000),
    );
    expect((await eventsOf({ from: tomorrow })).body!.total).toBe(0);
  });
});
