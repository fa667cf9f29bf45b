import { setRuntimeConfig } from '../config/runtime-config';
import { TOKEN_SYNC_MAX_AGE_MS, useSessionStore } from '../session/session-store';
import { apiRequest, setUnauthorizedHandler } from '../api/api-client';
import { registerAuthProvider, type AuthProvider } from './auth-provider';

const getToken = jest.fn<ReturnType<AuthProvider['getToken']>, Parameters<AuthProvider['getToken']>>();
const signOut = jest.fn(async () => undefined);
const sentTokens: string[] = [];
let status = 200;

beforeAll(() => registerAuthProvider({ id: 'microsoft', label: 'M', signIn: jest.fn(), getToken, signOut }));
beforeEach(() => {
  sentTokens.length = 0;
  status = 200;
  getToken.mockReset();
  signOut.mockClear();
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  useSessionStore.getState().signIn({ token: 'old', email: 'a@example.com', providerId: 'microsoft' });
  jest.spyOn(global, 'fetch').mockImplementation(async (_input, init) => {
    sentTokens.push(new Headers(init?.headers).get('Authorization') ?? '');
    return new Response(JSON.stringify({ message: 'x', code: status === 401 ? 'E-401' : 'OK' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});
afterEach(() => jest.restoreAllMocks());

test('a token younger than 300 s is used as it is', async () => {
  await apiRequest('GET', '/authority/all');
  expect(getToken).not.toHaveBeenCalled();
  expect(sentTokens).toEqual(['Bearer old']);
});

test('a token older than 300 s is renewed by its provider before use, and stored', async () => {
  useSessionStore.setState({ tokenIssuedAt: Date.now() - TOKEN_SYNC_MAX_AGE_MS - 1 });
  getToken.mockResolvedValue('fresh');
  await apiRequest('GET', '/authority/all');
  expect(getToken).toHaveBeenCalledWith({ forceRefresh: true, email: 'a@example.com' });
  expect(sentTokens).toEqual(['Bearer fresh']);
  expect(useSessionStore.getState().token).toBe('fresh');
});

test('a 401 signs out cleanly: the session, the provider’s own session, then the login page', async () => {
  const toLogin = jest.fn();
  setUnauthorizedHandler(toLogin);
  status = 401;
  await expect(apiRequest('GET', '/authority/all')).rejects.toMatchObject({ status: 401 });
  expect(useSessionStore.getState()).toMatchObject({ token: null, email: null, roles: null });
  expect(signOut).toHaveBeenCalled();
  expect(toLogin).toHaveBeenCalled();
});
