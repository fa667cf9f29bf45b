import { MESSAGES, type ErrorCode, type FieldReason } from '@sdp/shared/contracts';
import type { z } from 'zod';
import { errorResponse } from './errors';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

function reasonOf(issue: z.core.$ZodIssue, input: unknown): FieldReason {
  if (isMissing(valueAt(input, issue.path))) return 'REQUIRED';
  if (issue.code === 'invalid_type') return 'TYPE_ERROR';
  return 'INVALID_VALUE';
}

const CODE_OF: Record<FieldReason, ErrorCode> = {
  REQUIRED: 'W-001-1',
  TYPE_ERROR: 'W-001-2',
  INVALID_VALUE: 'W-001-3',
  INVALID_STATUS: 'W-002',
  DUPLICATE_ERROR: 'W-003',
  IN_USE_ERROR: 'W-004',
};
const MESSAGE_OF: Partial<Record<ErrorCode, string>> = {
  'W-001': MESSAGES.validation,
  'W-001-1': MESSAGES.required,
  'W-001-2': MESSAGES.typeError,
  'W-001-3': MESSAGES.invalidValue,
};

/**
 * 400 with one reason per field (dotted path), as the server answers: the code of the reason when all fields
 * share one (W-001-1 required, W-001-2 type, W-001-3 value), W-001 when they differ.
 */
export function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): Response {
  const reason: Record<string, FieldReason> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    reason[field] ??= reasonOf(issue, input);
  }
  const codes = new Set(Object.values(reason).map((fieldReason) => CODE_OF[fieldReason]));
  const code: ErrorCode = codes.size === 1 ? [...codes][0]! : 'W-001';
  return errorResponse(400, code, MESSAGE_OF[code] ?? MESSAGES.validation, reason);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> | Response {
  const result = schema.safeParse(input);
  return result.success ? result.data : validationError(result.error.issues, input);
}

/** The JSON body validated by the contract schema, or the 400 answer. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S> | Response> {
  let input: unknown;
  try {
    const text = await request.text();
    input = text ? JSON.parse(text) : {};
  } catch {
    return errorResponse(400, 'W-001-2', MESSAGES.typeError, { body: 'TYPE_ERROR' });
  }
  return parseWith(schema, input);
}

/** The query validated by the contract schema (repeated keys become arrays), or the 400 answer. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> | Response {
  const params = new URL(request.url).searchParams;
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    input[key] = values.length > 1 ? values : values[0]!;
  }
  return parseWith(schema, input);
}
