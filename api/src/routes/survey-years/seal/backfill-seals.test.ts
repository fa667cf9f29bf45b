import { SURVEY_YEAR_STATUS, surveyYearSealResponseSchema } from '@sdp/shared/contracts';
import { ACCOUNTS, setupTestApp } from '../../../test/test-app';
import { sealUnsealedYears } from './backfill-seals';

const t = setupTestApp();
jest.setTimeout(180_000);

describe('years closed before seals existed', () => {
  it('get their seal at start-up, dated with the close and by its closer, once', async () => {
    const closedAt = new Date('2025-04-30T09:00:00Z');
    await t()
      .db.updateTable('survey_years')
      .set({ status: SURVEY_YEAR_STATUS.closed, closed_date: closedAt, closed_user_id: 'U0000001' })
      .where('survey_fy', '=', 2023)
      .execute();
    expect(await sealUnsealedYears(t().db)).toEqual([2023]);
    expect(await sealUnsealedYears(t().db)).toEqual([]);

    const answer = surveyYearSealResponseSchema.parse(
      (await t().call('GET', '/survey_years/2023/seal', { as: ACCOUNTS.admin })).json(),
    );
    expect(answer).toMatchObject({
      verified: true,
      seal: { sealed_at: closedAt.toISOString(), sealed_user_name: '管理 太郎' },
    });
  });
});
