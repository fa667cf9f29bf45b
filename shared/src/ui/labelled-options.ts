type Option<Value> = { value: Value; label: string };

/**
 * A select's options from a rule's codes and their labels, in the codes' order. `'text'`: values as the address bar
 * carries them (a list's filters), a number code as its digits.
 */
export function labelledOptions<Code extends PropertyKey>(
  codes: readonly Code[],
  labels: Readonly<Record<Code, string>>,
): Option<Code>[];
export function labelledOptions<Code extends PropertyKey>(
  codes: readonly Code[],
  labels: Readonly<Record<Code, string>>,
  as: 'text',
): Option<string>[];
export function labelledOptions<Code extends PropertyKey>(
  codes: readonly Code[],
  labels: Readonly<Record<Code, string>>,
  as?: 'text',
): Option<Code | string>[] {
  return codes.map((code) => ({ value: as === 'text' ? String(code) : code, label: labels[code] }));
}
