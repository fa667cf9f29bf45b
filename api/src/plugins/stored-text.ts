import type { preValidationHookHandler } from 'fastify';
import { allowingStoredText } from '@sdp/shared/rules';

/** The text values of a record (or of several). */
const textOf = (record: unknown): string[] => {
  if (Array.isArray(record)) return record.flatMap(textOf);
  if (record === null || typeof record !== 'object') return [];
  return Object.values(record).filter((value): value is string => typeof value === 'string');
};

/**
 * Text hygiene on an edit (DESIGN.md §7): a record stored before the rule keeps its text as it is, so an edit fails
 * only on the fields the user changed. `load` finds the stored record the body names (undefined when it names none);
 * its text values are allowed while the body is validated, which Fastify does synchronously inside `done`.
 */
export const allowStoredText =
  (load: (body: Record<string, unknown>) => Promise<unknown>): preValidationHookHandler =>
  (request, _reply, done) => {
    const body = request.body;
    if (body === null || typeof body !== 'object') return done();
    load(body as Record<string, unknown>).then(
      (record) => allowingStoredText(textOf(record), () => done()),
      // A look-up that fails allows nothing: the validation and the handler answer as usual.
      () => done(),
    );
  };
