import { auditEventsResponseSchema, type AuditEvent } from '@sdp/shared/contracts';
import { resetMockStore, server } from '../node';
import { call, json, signIn, upload } from '../testing/mock-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockStore());
afterAll(() => server.close());

const eventsOf = async (admin: string, query = ''): Promise<AuditEvent[]> =>
  auditEventsResponseSchema.parse(
    await json(await call('GET', `/audit_events?per_page=100${query}`, { token: admin })),
  ).events;
const summary = (events: AuditEvent[]) => events.map((e) => `${e.action} ${e.entity} ${e.entity_key}`);

// The mocks record what the server records (api/src/audit/audit-coverage.test.ts), so 変更履歴 and a record's
// history work in a remote run alone.
describe('the mock audit trail', () => {
  it('records the user workflow: the application and the user, with the comment as note', async () => {
    const [editor, approver, admin] = await Promise.all([
      signIn('editor@example.com'),
      signIn('approver@example.com'),
      signIn('admin@example.com'),
    ]);
    const applied = await json<{ user_id: string; apply_index: number; version: number }>(
      await call('POST', '/users/regist', {
        token: editor,
        csrf: true,
        body: {
          surname: '監査',
          given_name: '花子',
          surname_kana: 'カンサ',
          given_name_kana: 'ハナコ',
          mail: 'audit-mock@example.com',
          org_group_code: '001',
          authority_group_id: 'VIEWER',
          comment: '登録します',
        },
      }),
    );
    const { user_id: id, apply_index: index, version } = applied;
    await call('POST', '/users/accept', {
      token: approver,
      csrf: true,
      body: { user_id: id, apply_index: index, version, comment: '承認します' },
    });
    const events = await eventsOf(admin);
    expect(summary(events)).toEqual([
      `update user ${id}`,
      `approve user_application ${id}/${index}`,
      `create user ${id}`,
      `apply user_application ${id}/${index}`,
    ]);
    expect(events[1]!.note).toBe('承認します');
  });

  it('records an upload: its summary and each row it changed, with before and after', async () => {
    const [org, admin] = await Promise.all([signIn('org@example.com'), signIn('admin@example.com')]);
    const exported = await (await call('GET', '/suppliers/export/?survey_fy=2025', { token: org })).text();
    const [header, first, ...rest] = exported
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = first!.split(',');
    const renamed = [...cells.slice(0, 3), `${cells[3]}改`, ...cells.slice(4)].join(',');
    const answer = await upload(
      org,
      '/suppliers/upload',
      [header, renamed, ...rest].join('\r\n') + '\r\n',
      'c.csv',
    );
    expect(answer.status).toBe(200);
    const events = await eventsOf(admin, '&entity=supplier');
    expect(summary(events)).toEqual([
      `update supplier 2025/${cells[1]}/${cells[2]}`,
      'upload supplier c.csv',
    ]);
    expect(events[0]!.changes).toEqual([
      { field: 'supplier_company_name_full_width', before: cells[3], after: `${cells[3]}改` },
    ]);
  });

  it('records authority groups', async () => {
    const admin = await signIn('admin@example.com');
    const body = {
      authority_group_id: 'AUDIT_M',
      authority_group_name: '監査',
      data_viewing_class: 1,
      roles: ['MST_USER_VIEWER'],
    };
    expect((await call('POST', '/authority/groups', { token: admin, csrf: true, body })).status).toBe(201);
    expect(summary(await eventsOf(admin, '&entity=authority_group'))).toEqual([
      'create authority_group AUDIT_M',
    ]);
  });
});
