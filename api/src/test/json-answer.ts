import type { z } from 'zod';
import type { JsonText } from '../pipeline/handler';

/**
 * A list answer PostgreSQL wrote as text (jsonPage) against the one the rows-as-objects path builds on the same rows:
 * the text is JSON the contract's schema accepts with nothing stripped (no extra key), and it means the same as the
 * old answer serialised through the schema (JSON.stringify, as the pipeline sends it). Key order may differ.
 */
export function expectSameAnswer<T>(schema: z.ZodType, answer: JsonText<T>, old: unknown) {
  const sent: unknown = JSON.parse(answer.text);
  expect(sent).toEqual(schema.parse(sent));
  expect(sent).toEqual(JSON.parse(JSON.stringify(schema.parse(old))));
}

/** Text that trips JSON and SQL writers up: quotes, backslashes, control characters, surrogate pairs, `%` and `_`. */
export const HARD_TEXT = [
  'ダブル"クォート\'と\\バックスラッシュ',
  '改行\nとタブ\tと\u0001',
  '絵文字👨‍👩‍👧と𠮷野家',
  '100%_割合 </script>',
];
