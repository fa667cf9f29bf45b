import { surveyYearsResponseSchema, type SurveyYear } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../../test/test-app';

const t = setupTestApp();
jest.setTimeout(120_000);

const yearNow = async (fy: number): Promise<SurveyYear> =>
  surveyYearsResponseSchema
    .parse((await t().call('GET', '/survey_years', { as: ACCOUNTS.viewer })).json())
    .survey_years.find((year) => year.survey_fy === fy)!;

const move = (fy: number, name: string, body?: { reason: string }) =>
  t().call('POST', `/survey_years/${fy}/${name}`, { as: ACCOUNTS.admin, ...(body ? { body } : {}) });

describe('a survey year keeps its history (DESIGN.md §8)', () => {
  it('keeps every open, close and reopen with who by name and why, and the first opening stays 受付開始', async () => {
    const years = surveyYearsResponseSchema.parse(
      (await t().call('GET', '/survey_years', { as: ACCOUNTS.viewer })).json(),
    ).survey_years;
    const fy = years.at(-1)!.survey_fy + 1;
    await t().db.insertInto('survey_years').values({ survey_fy: fy, status: 0 }).execute();

    expect((await move(fy, 'open')).statusCode).toBe(200);
    const opened = (await yearNow(fy)).opened_date;
    expect((await move(fy, 'close')).statusCode).toBe(200);
    const reopened = await move(fy, 'reopen', { reason: '集計漏れの修正\n（本部依頼）' });
    expect(reopened.statusCode).toBe(200);
    expect((await move(fy, 'close')).statusCode).toBe(200);

    const year = await yearNow(fy);
    const admin = { user_id: 'U0000001', user_name: '管理 太郎' };
    expect(year.history).toEqual([
      { move: 'open', occurred_at: opened, reason: null, ...admin },
      { move: 'close', occurred_at: expect.any(String), reason: null, ...admin },
      { move: 'reopen', occurred_at: expect.any(String), reason: '集計漏れの修正\n（本部依頼）', ...admin },
      { move: 'close', occurred_at: year.closed_date, reason: null, ...admin },
    ]);
    const times = year.history.map((event) => Date.parse(event.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(year).toMatchObject({
      status_name: '締め済み',
      opened_date: opened,
      opened_user_name: '管理 太郎',
      closed_user_name: '管理 太郎',
    });
  });

  it('answers a move with the year and its history, and a refused move adds nothing', async () => {
    const [first] = surveyYearsResponseSchema.parse(
      (await t().call('GET', '/survey_years', { as: ACCOUNTS.viewer })).json(),
    ).survey_years;
    const fy = first!.survey_fy;
    const before = (await yearNow(fy)).history;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ move: 'open', user_name: '管理 太郎' });

    const refused = await move(fy, 'reopen', { reason: '締めていない年度' });
    expect(refused.statusCode).toBe(400);
    expect((await yearNow(fy)).history).toEqual(before);

    const closed = await move(fy, 'close');
    const answer = closed.json<{ survey_year: SurveyYear }>().survey_year;
    expect(answer.history.map((event) => event.move)).toEqual(['open', 'close']);
    expect(answer.opened_date).toBe(before[0]!.occurred_at);
  });
});
