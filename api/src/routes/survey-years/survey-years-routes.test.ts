import { errorBodySchema, surveyYearsResponseSchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(120_000);

const yearsNow = async () =>
  surveyYearsResponseSchema.parse((await t().call('GET', '/survey_years', { as: ACCOUNTS.viewer })).json())
    .survey_years;

describe('survey years are data', () => {
  it('answers every year with its state to any signed-in user, and the survey_fy look-ups from the same table', async () => {
    const years = await yearsNow();
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => year.status === 1 && year.status_name === '受付中')).toBe(true);
    const next = years.at(-1)!.survey_fy + 1;
    await t().db.insertInto('survey_years').values({ survey_fy: next, status: 0 }).execute();
    expect((await yearsNow()).at(-1)).toMatchObject({ survey_fy: next, status: 0, status_name: '準備中' });
    const lookup = await t().call('GET', '/survey_fy', { as: ACCOUNTS.org });
    expect(lookup.json<{ survey_fy_list: number[] }>().survey_fy_list).toEqual(
      (await yearsNow()).map((year) => year.survey_fy),
    );
    await t().db.deleteFrom('survey_years').where('survey_fy', '=', next).execute();
  });

  it('refuses a year that does not exist with W-001-3 on survey_fy, in a query and in a body', async () => {
    const missing = (await yearsNow()).at(-1)!.survey_fy + 10;
    const list = await t().call('GET', '/organizations/office', {
      as: ACCOUNTS.org,
      query: { survey_fy: missing },
    });
    expect(list.statusCode).toBe(400);
    expect(errorBodySchema.parse(list.json())).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { survey_fy: 'INVALID_VALUE' } },
    });
    const created = await t().call('POST', '/organizations/internal', {
      as: ACCOUNTS.org,
      body: {
        survey_fy: missing,
        group_code: 'G99',
        group_name: '未来',
        headquarter_code: 'H999',
        headquarter_name: '未来本部',
        department_code: 'D9999',
        department_name: '未来部',
      },
    });
    expect(created.json()).toMatchObject({
      code: 'W-001-3',
      error_item: { reason: { survey_fy: 'INVALID_VALUE' } },
    });
  });

  it('reports a CSV row of a year that does not exist with its line, and imports nothing', async () => {
    const missing = (await yearsNow()).at(-1)!.survey_fy + 10;
    const header = '調査年度,グループコード,グループ名,本部コード,本部名,部コード,部名,課コード,課名';
    const csv = `\uFEFF${header}\r\n${missing},G01,グループ,H001,本部,D0001,部,,\r\n`;
    const answer = await t().upload(
      '/organizations/upload/csv?kind=internal',
      'units.csv',
      Buffer.from(csv),
      ACCOUNTS.org,
    );
    expect(answer.statusCode).toBe(400);
    expect(errorBodySchema.parse(answer.json()).error_item?.rows).toEqual([
      { line: 2, field: 'survey_fy', reason: 'INVALID_VALUE', message: '調査年度: 登録されていない年度です' },
    ]);
  });
});
