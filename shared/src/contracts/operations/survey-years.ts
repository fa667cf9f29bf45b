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
} as const satisfies SchemasOf<typeof surveyYearOperations>;
