import type { preValidationHookHandler } from 'fastify';
import { allowingStoredText } from '@sdp/shared/rules';

type Fields = Record<string, unknown>;

const recordsOf = (stored: unknown): Fields[] => {
  if (Array.isArray(stored)) return stored.flatMap(recordsOf);
  return stored !== null && typeof stored === 'object' ? [stored as Fields] : [];
};

/**
 * The body's text values the user left as stored: a field whose value equals the stored record's value under the
 * same name. A value that some changed field also carries is not among them, so copying a stored name that the rule
 * refuses into another field is refused (on both fields: they hold the same text).
 */
function unchangedText(body: Fields, stored: unknown): string[] {
  const records = recordsOf(stored);
  const kept = new Set<string>();
  const changed = new Set<string>();
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const same = records.some((record) => record[name] === value);
    // The schemas trim before they check, so the trimmed text is what the rule sees.
    for (const text of [value, value.trim()]) (same ? kept : changed).add(text);
  }
  return [...kept].filter((text) => !changed.has(text));
}

/**
 * Text hygiene on an edit (DESIGN.md §7): a record stored before the rule keeps its text as it is, so an edit fails
 * only on the fields the user changed. `load` finds the stored record (or records) the body names, undefined when it
 * names none; the unchanged fields' values are allowed while the body is validated, which Fastify does synchronously
 * inside `done`.
 */
export const allowStoredText =
  (load: (body: Fields) => Promise<unknown>): preValidationHookHandler =>
  (request, _reply, done) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return done();
    load(body as Fields).then(
      (stored) => allowingStoredText(unchangedText(body as Fields, stored), () => done()),
      // A look-up that fails allows nothing: the validation and the handler answer as usual.
      () => done(),
    );
  };
