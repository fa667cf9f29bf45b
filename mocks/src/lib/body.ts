import { MESSAGES, validationAnswer } from '@sdp/shared/contracts';
import { allowingStoredText, unchangedText } from '@sdp/shared/rules';
import type { z } from 'zod';
import { errorResponse } from './errors';
import { surveyYearExists } from '../store/survey-years';

/** 400 with one reason per field, as the server answers (one mapping for both: shared validationAnswer). */
export function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): Response {
  const { code, message, reason } = validationAnswer(
    issues.map((issue) => ({
      path: issue.path,
      code: issue.code,
      params: issue.code === 'custom' ? issue.params : undefined,
    })),
    input,
  );
  return errorResponse(400, code, message, reason);
}

/**
 * The input validated by the contract schema, or the 400 answer; a survey year must also exist, as the server checks
 * (the contracts check its format only).
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  stored?: unknown,
): z.infer<S> | Response {
  // An edit keeps text stored before the text hygiene rule where the user left it, as the server does.
  const result = allowingStoredText(unchangedText(input, stored), () => schema.safeParse(input));
  if (!result.success) return validationError(result.error.issues, input);
  const year = (result.data as { survey_fy?: unknown } | null)?.survey_fy;
  if (typeof year === 'number' && !surveyYearExists(year))
    return errorResponse(400, 'W-001-3', MESSAGES.invalidValue, { survey_fy: 'INVALID_VALUE' });
  return result.data;
}

/**
 * The JSON body validated by the contract schema, or the 400 answer. `stored` finds the record an edit names, whose
 * text the user left unchanged is not held to the text hygiene rule.
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  stored?: (body: Record<string, unknown>) => unknown,
): Promise<z.infer<S> | Response> {
  let input: unknown;
  try {
    const text = await request.text();
    input = text ? JSON.parse(text) : {};
  } catch {
    return errorResponse(400, 'W-001-2', MESSAGES.typeError, { body: 'TYPE_ERROR' });
  }
  const record =
    stored && input !== null && typeof input === 'object'
      ? stored(input as Record<string, unknown>)
      : undefined;
  return parseWith(schema, input, record);
}

/** The query validated by the contract schema (repeated keys become arrays), or the 400 answer. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> | Response {
  const params = new URL(request.url).searchParams;
  // Own properties whatever the name: assigning `input['__proto__']` would set the object's prototype instead.
  const input = Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length > 1 ? values : values[0]!];
    }),
  );
  return parseWith(schema, input);
}
