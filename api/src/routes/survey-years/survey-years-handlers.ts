import { SURVEY_YEAR_STATUS_LABELS, type SurveyYearMove } from '@sdp/shared/contracts';
import type { OPERATION_DOMAINS } from '@sdp/shared/routes';
import { auditActorOf, recordAudit } from '../../audit/record-audit';
import type { HandlerContext } from '../../pipeline/context';
import type { HandlersOf } from '../../pipeline/handler';
import { rollOverYear } from './rollover-repository';
import { sealHandlers } from './seal/seal-handlers';
import { sealYear } from './seal/seal-repository';
import { listSurveyYears, moveSurveyYear } from './survey-years-repository';

/** A year's move (年度管理): open, close, or reopen with a reason; kept in the year's history and the audit trail. */
const move =
  (name: SurveyYearMove) =>
  async (ctx: HandlerContext, input: { params: { fy: number }; body?: { reason: string } }) => {
    const reason = input.body?.reason;
    const { fy } = input.params;
    const after = await ctx.db.transaction().execute(async (tx) => {
      const moved = await moveSurveyYear(tx, fy, name, auditActorOf(ctx), reason);
      // The seal is part of the close: stored in its transaction, over the data as it stands closed.
      if (name === 'close') await sealYear(tx, fy, auditActorOf(ctx));
      await recordAudit(tx, ctx, [
        {
          action: `year_${name}`,
          entity: 'survey_year',
          entityKey: String(fy),
          surveyFy: fy,
          before: { status: SURVEY_YEAR_STATUS_LABELS[moved.before] },
          after: { status: moved.after.status_name },
          note: reason ?? null,
        },
      ]);
      return moved.after;
    });
    return { survey_year: after };
  };

/** The spec's survey-year look-ups answer from survey_years too (DESIGN.md §7). */
const yearList = async ({ db }: HandlerContext) => ({
  survey_fy_list: (await listSurveyYears(db)).map((year) => year.survey_fy),
});

export const surveyYearHandlers = {
  listSurveyYearStates: async ({ db }) => ({ survey_years: await listSurveyYears(db) }),
  openSurveyYear: move('open'),
  closeSurveyYear: move('close'),
  reopenSurveyYear: move('reopen'),
  // Prepares fy + 1 from fy; dry_run=true answers the counts only.
  rollOverSurveyYear: async (ctx, { params: { fy }, query: { dry_run: dryRun } }) =>
    ctx.db.transaction().execute(async (tx) => {
      const answer = await rollOverYear(tx, fy, ctx.caller.userId, dryRun);
      if (!dryRun)
        await recordAudit(tx, ctx, [
          {
            action: 'rollover',
            entity: 'survey_year',
            entityKey: String(answer.target_fy),
            surveyFy: answer.target_fy,
            after: { status: answer.survey_year?.status_name ?? null, ...answer.counts },
            note: `${fy}年度から繰越`,
          },
        ]);
      return answer;
    }),
  listSurveyYears: yearList,
  listSurveyYearsOfKind: yearList,
  ...sealHandlers,
} satisfies HandlersOf<keyof (typeof OPERATION_DOMAINS)['survey years']>;
