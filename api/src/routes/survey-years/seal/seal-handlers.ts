import { ASSURANCE_PACK_CONTENT_TYPE } from '@sdp/shared/contracts';
import { AppError, notFound } from '../../../errors';
import type { HandlerContext } from '../../../pipeline/context';
import { fileAnswer, type HandlersOf } from '../../../pipeline/handler';
import { assurancePack } from './assurance-pack';
import { computeSeal, readWholeCompany, within } from './compute-seal';
import { findSeal, listRestatements } from './seal-repository';

const notSealed = (fy: number) =>
  new AppError(404, 'E-404', `${fy}年度は締められていないため、封印がありません。`);

async function requireYear(ctx: HandlerContext, fy: number): Promise<void> {
  const year = await ctx.db
    .selectFrom('survey_years')
    .select('survey_fy')
    .where('survey_fy', '=', fy)
    .executeTakeFirst();
  if (!year) throw notFound();
}

/** A closed year's seal, its restatements and its assurance pack (DESIGN.md §8 "A closed year is sealed"). */
export const sealHandlers = {
  // Recomputed now over the whole year (全社), whoever asks, and compared with the stored digest.
  getSurveyYearSeal: async (ctx, { params: { fy } }) =>
    ctx.db.transaction().execute(async (tx) => {
      await readWholeCompany(tx);
      const seal = await findSeal(tx, fy);
      if (!seal) throw notSealed(fy);
      const now = await computeSeal(within(tx), fy);
      return { seal, verified: now.digest === seal.digest, current_digest: now.digest };
    }),

  listSurveyYearRestatements: async (ctx, { params: { fy } }) => {
    await requireYear(ctx, fy);
    return { restatements: await listRestatements(ctx.db, fy) };
  },

  getAssurancePack: async (ctx, { params: { fy } }) => {
    await requireYear(ctx, fy);
    const seal = await findSeal(ctx.db, fy);
    const pack = assurancePack(ctx.background, fy, seal ? new Date(seal.sealed_at) : null);
    return fileAnswer(ASSURANCE_PACK_CONTENT_TYPE, `検証資料_${fy}.zip`, pack);
  },
} satisfies HandlersOf<'getSurveyYearSeal' | 'listSurveyYearRestatements' | 'getAssurancePack'>;
