import { errorBodySchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import { firstDepartment } from '../routes/organizations/common/test-support';
import { snapshot } from './fuzz-support';
import { bom, lines } from '../test/csv-files';
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

const internalUnit = async () => {
  const response = await t().call('GET', '/organizations/internal/departments', {
    as: ACCOUNTS.org,
    query: { survey_fy: 2025 },
  });
  const dept = (response.json() as { departments: Record<string, string>[] }).departments[0]!;
  return {
    survey_fy: 2025,
    group_code: dept.group_code,
    group_name: dept.group_name,
    headquarter_code: dept.headquarter_code,
    headquarter_name: dept.headquarter_name,
    department_code: 'HYG1',
    department_name: '衛生部',
    section_code: 'HYG1S',
    section_name: '衛生課',
  };
};

type Body = Record<string, unknown>;
/** The body of an edit of a record made for the case (created through the API, so it is clean). */
const editOf =
  (path: string, as: string, create: () => Promise<Body>, key: string, code: string) =>
  async (): Promise<Body> => {
    const body = { ...(await create()), [key]: code };
    const created = await t().call('POST', path, { as, body });
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json<{ id: number; version: number }>();
    return { ...body, id, version };
  };
const groupEdit = async (): Promise<Body> => {
  const body = { ...group, authority_group_id: 'HYGPUT' };
  const created = await t().call('POST', '/authority/groups', { as: ACCOUNTS.admin, body });
  return { ...body, version: created.json<{ version: number }>().version };
};
const userEdit = async (mail = 'hygiene-edit@example.com'): Promise<Body> => {
  const fields = { ...(await user()), mail };
  const registered = await t().call('POST', '/users/regist', { as: ACCOUNTS.editor, body: fields });
  const { user_id, apply_index, version } = registered.json<Body>();
  await t().call('POST', '/users/accept', { as: ACCOUNTS.approver, body: { user_id, apply_index, version } });
  const stored = (await t().call('GET', `/users/${String(user_id)}`, { as: ACCOUNTS.editor })).json<Body>();
  return { ...fields, user_id, version: stored.version };
};

type Case = [string, 'POST' | 'PUT', string, string, () => Promise<Body>, string, string];
const CASES: Case[] = [
  [
    'an office name with a right-to-left override',
    'POST',
    ACCOUNTS.org,
    '/organizations/office',
    office,
    'office_name',
    '\u202E',
  ],
  [
    'an office note with a NUL byte',
    'POST',
    ACCOUNTS.org,
    '/organizations/office',
    office,
    'notes',
    'a\u0000b',
  ],
  [
    'a company name with a zero-width space',
    'POST',
    ACCOUNTS.org,
    '/organizations/corporation',
    corporation,
    'company_name',
    '衛生\u200B商事',
  ],
  [
    'a department name with a BOM inside',
    'POST',
    ACCOUNTS.org,
    '/organizations/internal',
    internalUnit,
    'department_name',
    '衛生\uFEFF部',
  ],
  [
    'a group name with a bidi isolate',
    'POST',
    ACCOUNTS.admin,
    '/authority/groups',
    async () => group,
    'authority_group_name',
    'a\u2066b',
  ],
  ['a surname with a tab', 'POST', ACCOUNTS.editor, '/users/regist', user, 'surname', '衛\t生'],
  ['a surname with a lone surrogate', 'POST', ACCOUNTS.editor, '/users/regist', user, 'surname', 'a\uD800'],
  [
    'an edited office name with a zero-width joiner',
    'PUT',
    ACCOUNTS.org,
    '/organizations/office',
    editOf('/organizations/office', ACCOUNTS.org, office, 'office_code', 'HYG-03'),
    'office_name',
    '衛生\u200D事業所',
  ],
  [
    'an edited company abbreviation with a newline',
    'PUT',
    ACCOUNTS.org,
    '/organizations/corporation',
    editOf('/organizations/corporation', ACCOUNTS.org, corporation, 'company_code', '99990002'),
    'company_abbreviation',
    '衛生\n商事',
  ],
  [
    'an edited section name with a C1 control',
    'PUT',
    ACCOUNTS.org,
    '/organizations/internal',
    editOf('/organizations/internal', ACCOUNTS.org, internalUnit, 'department_code', 'HYG2'),
    'section_name',
    '衛生\u0085課',
  ],
  [
    'an edited group name with a left-to-right override',
    'PUT',
    ACCOUNTS.admin,
    '/authority/groups',
    groupEdit,
    'authority_group_name',
    '\u202Dgroup',
  ],
  [
    'a changed given name with a word joiner',
    'POST',
    ACCOUNTS.editor,
    '/users/update',
    userEdit,
    'given_name',
    '花\u2060子',
  ],
  [
    'a reason with a lone low surrogate',
    'POST',
    ACCOUNTS.org,
    '/organizations/office',
    async () => ({ ...(await office()), is_survey_required: false }),
    'exclusion_reason',
    '\uDC00',
  ],
];

describe('text hygiene on the write endpoints', () => {
  it.each(CASES)(
    'refuses %s (%s), names the field and the code point, and writes nothing',
    async (_, method, as, path, body, field, value) => {
      const clean = await body();
      const before = await snapshot(t().db);
      const response = await t().call(method, path, { as, body: { ...clean, [field]: value } });
      expect(response.statusCode).toBe(400);
      const answer = errorBodySchema.parse(response.json());
      expect(answer.code).toBe('W-001-3');
      expect(answer.error_item?.reason).toEqual({ [field]: 'INVALID_VALUE' });
      expect(answer.message).toMatch(/に使用できない文字（U\+[0-9A-F]{4}）が含まれています$/);
      expect(await snapshot(t().db)).toEqual(before);
    },
  );

  it.each([
    [
      '/organizations/office',
      { survey_fy: 2025, keyword: '事業所\u202E' },
      'keyword',
      'キーワード',
      'U+202E',
    ],
    ['/users', { name: '衛生\u0000' }, 'name', '氏名', 'U+0000'],
  ])('refuses a list filter %s with %j like any other text', async (path, query, field, label, codePoint) => {
    const response = await t().call('GET', path, { as: ACCOUNTS.admin, query });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      code: 'W-001-3',
      message: `${label}に使用できない文字（${codePoint}）が含まれています`,
      error_item: { reason: { [field]: 'INVALID_VALUE' } },
    });
  });

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
    // The stored name copied into another field is a change of that field.
    const copied = await edit({ notes: stored.office_name }, notesOnly.json<{ version: number }>().version);
    expect(copied.json()).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { notes: 'INVALID_VALUE' } },
    });
    const fixed = await edit({ office_name: '新しい名前' }, notesOnly.json<{ version: number }>().version);
    expect(fixed.statusCode).toBe(200);
    expect((await findStoredTextProblems(t().db)).filter((f) => f.key === `office_id=${id}`)).toEqual([]);
  });

  it('lets a change application keep a user name stored before the rule, and refuses a new one', async () => {
    const body = await userEdit('hygiene-legacy@example.com');
    await t()
      .db.updateTable('users')
      .set({ surname: '旧\u200B姓' })
      .where('user_id', '=', String(body.user_id))
      .execute();
    const stored = (
      await t().call('GET', `/users/${String(body.user_id)}`, { as: ACCOUNTS.editor })
    ).json<Body>();
    const change = (changes: Body) =>
      t().call('POST', '/users/update', {
        as: ACCOUNTS.editor,
        body: { ...body, surname: stored.surname, version: stored.version, ...changes },
      });
    const bad = await change({ surname: '新\u202E姓' });
    expect(bad.json()).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { surname: 'INVALID_VALUE' } },
    });
    expect((await change({ note: '所属変更' })).statusCode).toBe(200);
  });

  it('refuses a CSV cell with a NUL byte or a bidi override as a row error with its line, and imports nothing', async () => {
    const unit = await internalUnit();
    const row = (code: string, name: string) =>
      `2025,${unit.group_code},${unit.group_name},${unit.headquarter_code},${unit.headquarter_name},${code},${name},,`;
    const file = bom(
      lines(
        '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名',
        row('HYC1', '衛生部'),
        row('HYC2', '衛生\u0000部'),
        row('HYC3', 'txt.\u202Eexe'),
      ),
    );
    const before = await snapshot(t().db);
    const response = await t().upload('/organizations/upload/csv', 'a.csv', file, ACCOUNTS.org);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error_item?.rows).toEqual([
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
    ]);
    expect(await snapshot(t().db)).toEqual(before);
  });
});
