import { auditEventsResponseSchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(180_000);

type Json = Record<string, unknown>;

/** One change of data (an office's notes), one of an authority group and one of a user's application. */
beforeAll(async () => {
  const list = await t().call('GET', '/organizations/office', {
    as: ACCOUNTS.org,
    query: { survey_fy: 2025 },
  });
  const { id } = list.json<{ offices: { id: number }[] }>().offices[0]!;
  const detail = (await t().call('GET', `/organizations/office/${id}`, { as: ACCOUNTS.org })).json<Json>();
  const office = Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== null));
  const edited = await t().call('PUT', '/organizations/office', {
    as: ACCOUNTS.org,
    body: { ...office, notes: '検証人に見える変更' },
  });
  const group = await t().call('POST', '/authority/groups', {
    as: ACCOUNTS.admin,
    body: {
      authority_group_id: 'VERIFIER_TEST',
      authority_group_name: '検証テスト',
      data_viewing_class: 1,
      roles: ['DASHBOARD_VIEWER'],
    },
  });
  const org = await t().db.selectFrom('internal_groups').select('group_code').executeTakeFirstOrThrow();
  const registered = await t().call('POST', '/users/regist', {
    as: ACCOUNTS.editor,
    body: {
      surname: '検証',
      given_name: '対象',
      surname_kana: 'ケンショウ',
      given_name_kana: 'タイショウ',
      mail: 'verifier-audit@example.com',
      org_group_code: org.group_code,
      authority_group_id: 'VIEWER',
      comment: '登録をお願いします',
    },
  });
  expect([edited.statusCode, group.statusCode, registered.statusCode]).toEqual([200, 201, 201]);
});

const entitiesSeenBy = async (as: string) => {
  const answer = await t().call('GET', '/audit_events', { as, query: { per_page: 100 } });
  const body = auditEventsResponseSchema.parse(answer.json());
  return { events: [...new Set(body.events.map((event) => event.entity))].sort(), offered: body.entities };
};

describe("the verifier's 変更履歴", () => {
  it('lists the changes of data and none of users, applications or authority groups', async () => {
    expect((await entitiesSeenBy(ACCOUNTS.admin)).events).toEqual(
      expect.arrayContaining(['authority_group', 'office', 'user_application']),
    );
    expect(await entitiesSeenBy(ACCOUNTS.verifier)).toEqual({ events: ['office'], offered: ['office'] });
  });

  it('answers 403 when it asks for the events of users or authority groups', async () => {
    const queries: Record<string, string>[] = [
      { entity: 'user' },
      { entity: 'user', entity_key: 'U0000010' },
      { entity: 'authority_group', entity_key: 'VERIFIER_TEST' },
      { entity: 'user_application' },
    ];
    for (const query of queries) {
      for (const path of ['/audit_events', '/audit_events/export']) {
        const answer = await t().call('GET', path, { as: ACCOUNTS.verifier, query });
        expect({ path, query, status: answer.statusCode }).toEqual({ path, query, status: 403 });
      }
    }
  });

  it('exports the events of data only', async () => {
    const answer = await t().call('GET', '/audit_events/export', { as: ACCOUNTS.verifier });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('検証人に見える変更');
    expect(answer.body).not.toContain('VERIFIER_TEST');
    expect(answer.body).not.toContain('ユーザー申請');
    expect(answer.body).not.toContain('権限グループ');
    const all = await t().call('GET', '/audit_events/export', { as: ACCOUNTS.admin });
    expect(all.body).toContain('VERIFIER_TEST');
  });
});
