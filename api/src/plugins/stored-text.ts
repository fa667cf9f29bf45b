import type { preValidationHookHandler } from 'fastify';
import { allowingStoredText, unchangedText } from '@sdp/shared/rules';

/**
 * Text hygiene on an edit (DESIGN.md §7): a record stored before the rule keeps its text as it is, so an edit fails
 * only on the fields the user changed. `load` finds the stored record (or records) the body names, undefined when it
 * names none; the unchanged fields' values are allowed while the body is validated, which Fastify does synchronously
 * inside `done`.
 */
export const allowStoredText =
  (load: (body: Record<string, unknown>) => Promise<unknown>): preValidationHookHandler =>
  (request, _reply, done) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return done();
    load(body as Record<string, unknown>).then(
      (stored) => allowingStoredText(unchangedText(body, stored), () => done()),
      // A look-up that fails allows nothing: the validation and the handler answer as usual.
      () => done(),
    );
  };
