import { setRuntimeConfig } from '../config/runtime-config';
import { useSessionStore } from '../session/session-store';
import { apiDownload, apiRequest, buildQuery, compact, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];
let answers: Response[] = [];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  calls = [];
  answers = [];
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  useSessionStore.getState().signIn({ token: 'tok-1', email: 'admin@example.com', providerId: 'dev' });
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
});
afterEach(() => jest.restoreAllMocks());

const header = (call: Call | undefined, name: string) => (call?.init.headers as Record<string, string>)[name];

describe('api client', () => {
  it('sends the bearer token, snake_cases the query and camelCases the answer', async () => {
    answers.push(json(200, { authority_groups: [{ authority_group_id: 'A', user_count: 2 }], total: 1 }));
    const result = await apiRequest<{
      authority_groups: { authority_group_id: string; user_count: number }[];
    }>('GET', '/authority/groups', {
      query: { perPage: 20, keyword: '', roleId: undefined, surveyFy: 2024 },
    });
    expect(calls[0]?.url).toBe('http://api.test/api/v1/authority/groups?per_page=20&survey_fy=2024');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok-1');
    expect(result.authorityGroups[0]).toEqual({ authorityGroupId: 'A', userCount: 2 });
  });

  it('fetches a CSRF token before the first non-GET and sends a snake_case body without empty fields', async () => {
    answers.push(json(200, { token: 'csrf-1' }), json(201, { authority_group_id: 'NEW' }));
    await apiRequest('POST', '/authority/groups', {
      body: { authorityGroupId: 'NEW', note: '', roles: ['MST_USER_VIEWER'], x: null },
    });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/api/v1/csrf_token',
      'http://api.test/api/v1/authority/groups',
    ]);
    expect(header(calls[1], 'X-CSRF-Token')).toBe('csrf-1');
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({
      authority_group_id: 'NEW',
      roles: ['MST_USER_VIEWER'],
    });
  });

  it('turns an error answer into one ApiError with camelCase field reasons', async () => {
    answers.push(json(200, { token: 'csrf-2' }));
    answers.push(
      json(400, {
        message: '入力内容に誤りがあります',
        code: 'W-001-1',
        error_item: { reason: { surname_kana: 'REQUIRED' } },
      }),
    );
    useSessionStore.getState().signIn({ token: 'tok-2', email: 'a@example.com', providerId: 'dev' });
    const error = await apiRequest('POST', '/users/regist', { body: { surname: '山田' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'W-001-1', fieldReasons: { surnameKana: 'REQUIRED' } });
  });

  it('reports a network failure as a Japanese message, never a raw TypeError', async () => {
    const error = await apiRequest('GET', '/authority/roles').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'E-001' });
    expect((error as Error).message).toMatch(/サーバーに接続できませんでした/);
  });

  it('clears the session and hands over to the shell on 401', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    answers.push(json(401, { message: 'ログインしてください', code: 'E-401' }));
    await expect(apiRequest('GET', '/authority/all')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().token).toBeNull();
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('saves a CSV answer under the Japanese file name the server gives', async () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    answers.push(
      new Response('\uFEFFa,b\n', {
        status: 200,
        headers: {
          'Content-Disposition': `attachment; filename="users.csv"; filename*=UTF-8''${encodeURIComponent('ユーザー一覧.csv')}`,
        },
      }),
    );
    await expect(apiDownload('/users/list/export')).resolves.toBe('ユーザー一覧.csv');
    expect(clicked).toEqual(['ユーザー一覧.csv']);
  });
});

describe('request shaping', () => {
  it('drops empty, null and undefined fields at every depth', () => {
    expect(compact({ a: '', b: null, c: undefined, d: 0, e: false, f: { g: '', h: 'x' }, i: [] })).toEqual({
      d: 0,
      e: false,
      f: { h: 'x' },
    });
  });

  it('repeats array query values', () => {
    expect(buildQuery({ roleIds: ['A', 'B'] })).toBe('?role_ids=A&role_ids=B');
  });
});
