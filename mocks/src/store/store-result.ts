export type StoreFailure = {
  ok: false;
  error: 'not-found' | 'conflict' | 'duplicate' | 'in-use';
  field: string;
};
export type StoreResult<T> = { ok: true; value: T } | StoreFailure;
