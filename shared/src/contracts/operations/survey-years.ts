import { z } from 'zod';
import { surveyFyKinds, surveyFyListResponseSchema } from '../common';
import {
  surveyYearMoveResponseSchema,
  surveyYearParamSchema,
  surveyYearReopenBodySchema,
  surveyYearRolloverQuerySchema,
  surveyYearRolloverResponseSchema,
  surveyYearsResponseSchema,
} from '../survey-years';
import {
  ASSURANCE_PACK_CONTENT_TYPE,
  restatementsResponseSchema,
  surveyYearSealResponseSchema,
} from '../survey-year-seal';
import type { surveyYearOperations } from '../../operations/survey-years';
import type { SchemasOf } from './operation-schemas';

export const surveyYearSchemas = {
  listSurveyYearStates: {
    summary: 'Survey years with their state (準備中・受付中・締め済み)',
    answer: surveyYearsResponseSchema,
  },
  openSurveyYear: {
    summary: 'Open a survey year (準備中 → 受付中)',
    params: surveyYearParamSchema,
    answer: surveyYearMoveResponseSchema,
  },
  closeSurveyYear: {
    summary: 'Close a survey year (受付中 → 締め済み): its data cannot change',
    params: surveyYearParamSchema,
    answer: surveyYearMoveResponseSchema,
  },
  reopenSurveyYear: {
    summary: 'Reopen a closed survey year with a reason (締め済み → 受付中)',
    params: surveyYearParamSchema,
    body: surveyYearReopenBodySchema,
    answer: surveyYearMoveResponseSchema,
  },
  rollOverSurveyYear: {
    summary: 'Prepare the next survey year from this one (dry_run=true: counts only)',
    params: surveyYearParamSchema,
    query: surveyYearRolloverQuerySchema,
    answer: surveyYearRolloverResponseSchema,
  },
  listSurveyYears: { summary: 'Survey years offered', answer: surveyFyListResponseSchema },
  listSurveyYearsOfKind: {
    summary: 'Survey years that hold data of a kind',
    params: z.object({ kind: z.enum(surveyFyKinds) }),
    answer: surveyFyListResponseSchema,
  },
  getSurveyYearSeal: {
    summary: "A closed year's seal and whether recomputing it now matches (verified)",
    params: surveyYearParamSchema,
    answer: surveyYearSealResponseSchema,
  },
  listSurveyYearRestatements: {
    summary: 'Reopen-and-close cycles of a year: reason, seal before and after, the rows changed in between',
    params: surveyYearParamSchema,
    answer: restatementsResponseSchema,
  },
  getAssurancePack: {
    summary: "A ZIP of the year's audit events, seal, restatements and exports with a SHA-256 manifest",
    params: surveyYearParamSchema,
    file: ASSURANCE_PACK_CONTENT_TYPE,
  },
} as const satisfies SchemasOf<typeof surveyYearOperations>;
