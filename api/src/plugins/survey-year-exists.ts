import type { FastifyInstance } from 'fastify';
import { invalidValue } from '../errors';
import { surveyYearsOf } from '../routes/survey-years/survey-years-repository';

const yearIn = (part: unknown): number | undefined => {
  const year =
    part !== null && typeof part === 'object' ? (part as { survey_fy?: unknown }).survey_fy : undefined;
  return typeof year === 'number' ? year : undefined;
};

/**
 * A survey year in a query or a body must exist (DESIGN.md §7): the contracts check a year's format only, this
 * hook (after validation, before every handler) checks survey_years, and answers W-001-3 on survey_fy otherwise.
 * Read per request, never cached in the process: another instance may have rolled a year over a moment ago.
 */
export function requireExistingSurveyYears(api: FastifyInstance): void {
  api.addHook('preHandler', async (request) => {
    const year = yearIn(request.query) ?? yearIn(request.body);
    if (year === undefined) return;
    if (!(await surveyYearsOf(api.db)).has(year)) throw invalidValue('survey_fy');
  });
}
