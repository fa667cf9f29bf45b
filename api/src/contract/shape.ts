/**
 * The structure of a JSON answer without its values: object keys with the shape of each value, an array as the
 * shape of its first item, a primitive as its type. `null` and absent keys are kept apart from values, so the
 * comparison can treat an optional field as compatible with any type.
 */
export type Shape = string | Shape[] | { [key: string]: Shape };

export function shapeOf(value: unknown): Shape {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

/**
 * Paths where two shapes disagree. Nulls, missing optional keys and empty arrays match anything: the two seeds hold
 * different rows, so a field empty on one side says nothing about the contract.
 */
export function shapeDifferences(a: Shape, b: Shape, path = '$'): string[] {
  if (a === 'null' || b === 'null') return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === 0 || b.length === 0 ? [] : shapeDifferences(a[0]!, b[0]!, `${path}[0]`);
  }
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => {
      if (!(key in a)) return b[key] === 'null' ? [] : [`${path}.${key}: only on the server`];
      if (!(key in b)) return a[key] === 'null' ? [] : [`${path}.${key}: only in the mock`];
      return shapeDifferences(a[key]!, b[key]!, `${path}.${key}`);
    });
  }
  return JSON.stringify(a) === JSON.stringify(b)
    ? []
    : [`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}
