import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The API behind the shell in the `real` project (the dev identity provider lives beside it). */
const API_ORIGIN = process.env.E2E_API_ORIGIN ?? 'http://localhost:3100';

export interface ApiClient {
  get: (path: string, params?: Record<string, string | number>) => Promise<APIResponse>;
  post: (path: string, data: unknown) => Promise<APIResponse>;
}

/**
 * Calls the API as a seeded account, for a journey's preconditions (a person would have to click through
 * several other pages first) and its clean-up. The journey itself goes through the screens.
 */
export async function apiAs(request: APIRequestContext, email: string): Promise<ApiClient> {
  const signedIn = await request.post(`${API_ORIGIN}/dev-idp/token`, { data: { email } });
  expect(signedIn.status(), `sign-in of ${email}`).toBe(200);
  const { id_token: token } = (await signedIn.json()) as { id_token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const csrf = (await (await request.get(`${API_ORIGIN}/api/v1/csrf_token`, { headers: auth })).json()) as {
    token: string;
  };
  return {
    get: (path, params) => request.get(`${API_ORIGIN}/api/v1${path}`, { headers: auth, params }),
    post: (path, data) =>
      request.post(`${API_ORIGIN}/api/v1${path}`, {
        headers: { ...auth, 'X-CSRF-Token': csrf.token },
        data,
      }),
  };
}

export async function signInStatus(request: APIRequestContext, email: string): Promise<number> {
  return (await request.post(`${API_ORIGIN}/dev-idp/token`, { data: { email } })).status();
}

export interface Applied {
  user_id: string;
  apply_index: number;
  version: number;
}

/** A registration application's body: unique name and e-mail from `stamp`, the first group of the latest year. */
export async function registrationBody(api: ApiClient, stamp: string, givenName = `次郎${stamp}`) {
  const { groups } = (await (
    await api.get('/organizations/internal/groups', { survey_fy: 2025 })
  ).json()) as {
    groups: { group_code: string }[];
  };
  return {
    surname: '試験',
    given_name: givenName,
    surname_kana: 'シケン',
    given_name_kana: 'ジロウ',
    mail: `e2e-${stamp}@example.com`,
    org_group_code: groups[0]!.group_code,
    authority_group_id: 'VIEWER',
    comment: 'E2E 準備',
  };
}

export async function applied(response: APIResponse): Promise<Applied> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { user_id, apply_index, version } = (await response.json()) as Applied;
  return { user_id, apply_index, version };
}

/** A new active user (registered by the editor, accepted by the approver), named 「試験 {givenName}」. */
export async function activeUser(request: APIRequestContext, stamp: string, givenName?: string) {
  const editor = await apiAs(request, 'editor@example.com');
  const approver = await apiAs(request, 'approver@example.com');
  const body = await registrationBody(editor, stamp, givenName);
  const registration = await applied(await editor.post('/users/regist', body));
  await applied(await approver.post('/users/accept', registration));
  return { userId: registration.user_id, name: `${body.surname} ${body.given_name}`, mail: body.mail };
}
