import { errorBodySchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { firstDepartment } from '../routes/organizations/common/test-support';
import { snapshot } from './fuzz-support';
import { findStoredTextProblems } from '../db/text-hygiene-report';

const t = setupTestApp();
jest.setTimeout(180_000);

const office = async () => {
  const dept = await firstDepartment(t());
  return {
    survey_fy: 2025,
    office_class: 1,
    supervision_code: dept.headquarter_code,
    admin_code: dept.department_code,
    office_code: 'HYG-01',
    office_name: '衛生事業所',
    country_code: 'JPN',
    survey_target_class: 1,
    is_survey_required: true,
  };
};
const corporation = async () => {
  const dept = await firstDepartment(t());
  return {
    survey_fy: 2025,
    company_code: '99990001',
    company_name: '衛生商事',
    company_formal_name: '衛生商事株式会社',
    region_code: '01',
    country_code: 'JPN',
    internal_external_class_code: 'D',
    consolidation_class_code: '1',
    department_code: dept.department_code,
    survey_target_class: 1,
    is_survey_required: true,
  };
};
const group = {
  authority_group_id: 'HYG',
  authority_group_name: '衛生',
  data_viewing_class: 1,
  roles: ['DASHBOARD_VIEWER'],
};
const user = async () => ({
  surname: '衛生',
  given_name: '花子',
  surname_kana: 'エイセイ',
  given_name_kana: 'ハナコ',
  mail: 'hygiene@example.com',
  org_group_code: (await t().db.selectFrom('internal_groups').select('group_code').executeTakeFirstOrThrow())
    .group_code,
  authority_group_id: 'VIEWER',
});

type Case = [string, string, string, () => Promise<Record<string, unknown>>, string, string];
const CASES: Case[] = [
  [
    'an office name with a right-to-left override',
    ACCOUNTS.org,
    '/organizations/office',
    office,
    'office_name',
    '\u202E',
  ],
  ['an office note with a NUL byte', ACCOUNTS.org, '/organizations/office', office, 'notes', 'a\u0000b'],
  [
    'a company name with a zero-width space',
    ACCOUNTS.org,
    '/organizations/corporation',
    corporation,
    'company_name',
    '衛生\u200B商事',
  ],
  [
    'a group name with a bidi isolate',
    ACCOUNTS.admin,
    '/authority/groups',
    async () => group,
    'authority_group_name',
    'a\u2066b',
  ],
  ['a surname with a tab', ACCOUNTS.editor, '/users/regist', user, 'surname', '衛\t生'],
  ['a surname with a lone surrogate', ACCOUNTS.editor, '/users/regist', user, 'surname', 'a\uD800'],
];

describe('text hygiene on the write endpoints', () => {
  it.each(CASES)(
    'refuses %s, names the field and the code point, and writes nothing',
    async (_, as, path, body, field, value) => {
      const before = await snapshot(t().db);
      const response = await t().call('POST', path, { as, body: { ...(await body()), [field]: value } });
      expect(response.statusCode).toBe(400);
      const answer = errorBodySchema.parse(response.json());
      expect(answer.code).toBe('W-001-3');
      expect(answer.error_item?.reason).toEqual({ [field]: 'INVALID_VALUE' });
      expect(answer.message).toMatch(/に使用できない文字（U\+[0-9A-F]{4}）が含まれています$/);
      expect(await snapshot(t().db)).toEqual(before);
    },
  );

  it('names the field in Japanese', async () => {
    const response = await t().call('POST', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...(await office()), office_name: 'txt.\u202Eexe' },
    });
    expect(errorBodySchema.parse(response.json()).message).toBe(
      '事業所名に使用できない文字（U+202E）が含まれています',
    );
  });

  it('lets notes keep their line breaks and names keep Japanese, emoji and ideographic spaces', async () => {
    const created = await t().call('POST', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...(await office()), office_name: '緑化🌱　事業所', notes: '一行目\n二行目\t補足' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('lists records stored before the rule, and lets them be edited except on a changed field', async () => {
    const created = await t().call('POST', '/organizations/office', {
      as: ACCOUNTS.org,
      body: { ...(await office()), office_code: 'HYG-02' },
    });
    const { id } = created.json<{ id: number }>();
    // A name stored before the rule existed (written past the API, as old data was).
    await t()
      .db.updateTable('offices')
      .set({ office_name: '旧\u202E名' })
      .where('office_id', '=', id)
      .execute();
    expect(await findStoredTextProblems(t().db)).toContainEqual({
      table: 'offices',
      key: `office_id=${id}`,
      column: 'office_name',
      codePoint: 'U+202E',
    });

    const stored = (await t().call('GET', `/organizations/office/${id}`, { as: ACCOUNTS.org })).json<
      Record<string, unknown>
    >();
    const base = await office();
    const edit = (changes: Record<string, unknown>, version: number) =>
      t().call('PUT', '/organizations/office', {
        as: ACCOUNTS.org,
        body: {
          ...base,
          office_code: 'HYG-02',
          office_name: stored.office_name,
          id,
          version,
          ...changes,
        },
      });
    const notesOnly = await edit({ notes: '備考だけ変更' }, stored.version as number);
    expect(notesOnly.statusCode).toBe(200);
    const otherBad = await edit(
      { office_name: '別の\u200B名前' },
      notesOnly.json<{ version: number }>().version,
    );
    expect(otherBad.json()).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { office_name: 'INVALID_VALUE' } },
    });
    const fixed = await edit({ office_name: '新しい名前' }, notesOnly.json<{ version: number }>().version);
    expect(fixed.statusCode).toBe(200);
    expect((await findStoredTextProblems(t().db)).filter((f) => f.key === `office_id=${id}`)).toEqual([]);
  });
});
