/** An input's fields as columns: an optional field left out is stored as null (an edit clears it). */
type StoredColumns<T> = {
  [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K];
};

/**
 * The fields of `schema` (a contract's zod object shape) taken from the input, each as its column: an update's
 * id and version, which the input also carries, are not columns. A field added to the contract is stored with
 * no change here.
 */
export function storedColumns<T extends object>(shape: { readonly [K in keyof T]: unknown }, input: T) {
  const values = input as Record<string, unknown>;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, values[key] ?? null])) as StoredColumns<T>;
}
