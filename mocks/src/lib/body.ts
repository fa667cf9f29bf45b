import { MESSAGES, type FieldReason } from '@sdp/shared/contracts';
import type { z } from 'zod';
import { errorResponse } from './errors';

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

function reasonOf(issue: z.core.$ZodIssue, input: unknown): FieldReason {
  const value = valueAt(input, issue.path);
  if (isBlank(value) && (issue.code === 'invalid_type' || issue.code === 'too_small')) return 'REQUIRED';
  if (issue.code === 'invalid_type') return 'TYPE_ERROR';
  return 'INVALID_VALUE';
}

/** 400 W-001 with one reason per field (the top-level key of the issue's path). */
export function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): Response {
  const reason: Record<string, FieldReason> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_');
    reason[field] ??= reasonOf(issue, input);
  }
  return errorResponse(400, 'W-001', MESSAGES.validation, reason);
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
    return errorResponse(400, 'W-001-2', MESSAGES.typeError);
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
