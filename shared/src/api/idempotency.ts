export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How long a POST whose outcome is unknown (network error, 5xx) keeps its key for the user's retry. */
const UNCERTAIN_MS = 10 * 60_000;

interface Pending {
  key: string;
  promise: Promise<unknown>;
}
const inFlight = new Map<string, Pending>();
const uncertain = new Map<string, { key: string; until: number }>();

const describeForm = (form: FormData): string =>
  JSON.stringify(
    [...form.entries()].map(([name, value]) =>
      typeof value === 'string'
        ? [name, value]
        : [name, value.name, value.size, value.type, value.lastModified],
    ),
  );

/** The same submission: same method, path, query and body. */
export const submissionOf = (method: string, url: string, body: unknown): string =>
  `${method} ${url} ${body instanceof FormData ? describeForm(body) : JSON.stringify(body ?? null)}`;

/** Whether the server may have written before the answer got lost: then a retry must reuse the key. */
const outcomeUnknown = (error: unknown): boolean => {
  const { status, code } = (error ?? {}) as { status?: number; code?: string };
  return status === 0 || (status !== undefined && status >= 500) || code === 'E-409-1';
};

/**
 * Runs one submission with one Idempotency-Key. The same submission while it runs (a double click) gets the same
 * answer instead of a second request; after a network error or 5xx the user's retry of the same submission reuses
 * the key, so the server answers with the first result if the first request did write. A given key always wins.
 */
export function submitOnce<T>(
  submission: string,
  givenKey: string | undefined,
  run: (key: string) => Promise<T>,
): Promise<T> {
  const running = inFlight.get(submission);
  if (running && (!givenKey || givenKey === running.key)) return running.promise as Promise<T>;
  const previous = uncertain.get(submission);
  const key = givenKey ?? (previous && previous.until > Date.now() ? previous.key : newIdempotencyKey());
  const promise = run(key).then(
    (result) => {
      uncertain.delete(submission);
      return result;
    },
    (error: unknown) => {
      if (outcomeUnknown(error)) uncertain.set(submission, { key, until: Date.now() + UNCERTAIN_MS });
      else uncertain.delete(submission);
      throw error;
    },
  );
  const pending: Pending = { key, promise };
  inFlight.set(submission, pending);
  const done = () => {
    if (inFlight.get(submission) === pending) inFlight.delete(submission);
  };
  promise.then(done, done);
  return promise;
}
