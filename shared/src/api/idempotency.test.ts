import { MESSAGES } from '../contracts/constants';
import { setRuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { apiRequest } from './api-client';

type Call = { url: string; headers: Record<string, string>; body: string };
let calls: Call[] = [];
let answers: (() => Response | Promise<Response>)[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const keyOf = (call: Call | undefined) => call?.headers['Idempotency-Key'];
const posts = () => calls.filter((c) => !c.url.endsWith('/csrf_token'));

beforeEach(() => {
  calls = [];
  answers = [];
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  useSessionStore.getState().signIn({ token: 'tok-idem', email: 'admin@example.com', providerId: 'dev' });
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const call = {
      url: String(input),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: String(init?.body ?? ''),
    };
    calls.push(call);
    if (call.url.endsWith('/csrf_token')) return json(200, { token: 'csrf' });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next();
  });
});
afterEach(() => jest.restoreAllMocks());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key per submission', () => {
  it('sends a fresh key per submission and the same key on the automatic CSRF retry', async () => {
    answers.push(
      () => json(403, { code: 'E-403-1', message: MESSAGES.csrf }),
      () => json(201, { id: 1 }),
      () => json(201, { id: 2 }),
    );
    await apiRequest('POST', '/things', { body: { name: 'a' } });
    await apiRequest('POST', '/things', { body: { name: 'a' } });
    const [refused, retried, next] = posts();
    expect(keyOf(refused)).toMatch(UUID);
    expect(keyOf(retried)).toBe(keyOf(refused));
    expect(keyOf(next)).toMatch(UUID);
    expect(keyOf(next)).not.toBe(keyOf(refused));
  });

  it('sends one request for a double click of the same submission; both get its answer', async () => {
    let release: (r: Response) => void = () => undefined;
    answers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    const first = apiRequest<{ id: number }>('POST', '/things', { body: { name: 'b' } });
    const second = apiRequest<{ id: number }>('POST', '/things', { body: { name: 'b' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release(json(201, { id: 7 }));
    await expect(Promise.all([first, second])).resolves.toEqual([{ id: 7 }, { id: 7 }]);
    expect(posts()).toHaveLength(1);
  });

  it('reuses the key when the user retries after a network error, so the server can replay a done write', async () => {
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    answers.push(() => json(201, { id: 3 }));
    await expect(apiRequest('POST', '/things', { body: { name: 'c' } })).rejects.toMatchObject({ status: 0 });
    await expect(apiRequest('POST', '/things', { body: { name: 'c' } })).resolves.toEqual({ id: 3 });
    const [lost, retry] = posts();
    expect(keyOf(retry)).toBe(keyOf(lost));
  });

  it('does not reuse a key for a different body or after a definitive answer', async () => {
    answers.push(
      () => json(400, { code: 'W-001', message: MESSAGES.validation }),
      () => json(201, {}),
      () => json(201, {}),
    );
    await expect(apiRequest('POST', '/things', { body: { name: 'd' } })).rejects.toMatchObject({
      status: 400,
    });
    await apiRequest('POST', '/things', { body: { name: 'd' } });
    await apiRequest('POST', '/things', { body: { name: 'e' } });
    const keys = posts().map(keyOf);
    expect(new Set(keys).size).toBe(3);
  });

  it('sends the key it is given and none on GET', async () => {
    answers.push(
      () => json(201, {}),
      () => json(200, {}),
    );
    await apiRequest('POST', '/things', { body: { name: 'f' }, idempotencyKey: 'my-key-1' });
    await apiRequest('GET', '/things');
    expect(posts().map(keyOf)).toEqual(['my-key-1', undefined]);
  });
});

describe('limit answers become Japanese messages', () => {
  it.each([
    [429, 'E-429', MESSAGES.tooManyRequests],
    [413, 'E-413', MESSAGES.bodyTooLarge],
    [503, 'E-503', MESSAGES.unavailable],
  ])('%i without an error body (a proxy answered) → %s', async (status, code, message) => {
    answers.push(() => new Response('<html>busy</html>', { status }));
    await expect(apiRequest('GET', '/things')).rejects.toMatchObject({ status, code, message });
  });

  it('keeps the server message of a 429', async () => {
    answers.push(() => json(429, { code: 'E-429', message: MESSAGES.tooManyRequests }));
    await expect(apiRequest('GET', '/things')).rejects.toMatchObject({ message: MESSAGES.tooManyRequests });
  });
});
