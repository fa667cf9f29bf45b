/**
 * What a record form holds: the record's fields, each empty until chosen or typed (antd keeps an empty field as
 * undefined, never null). Written from the contract's types, so a field added there is a form value already.
 */
export type FormValuesOf<T> = { [K in keyof T]?: Exclude<T[K], null> };

/** A stored record as a form's initial values: an empty (null) field is left empty, the others are there. */
export const formValuesOf = <T extends object>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as {
    [K in keyof T]: null extends T[K] ? Exclude<T[K], null> | undefined : T[K];
  };

/** The form's values as a request body: text trimmed, an empty text left out (the server stores it as empty). */
export const trimmedValues = <T extends object>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() || undefined : value,
    ]),
  ) as T;
