import type { AuthProvider } from './auth-provider';
import { SignInError } from './auth-provider';

interface DevTokenAnswer {
  id_token: string;
}

/**
 * Development identity provider: the server (or msw) signs a token for a seeded account.
 * Only offered when the runtime configuration lists 'dev'; the server refuses it in production.
 */
export function createDevAuthProvider(idpUrl: string): AuthProvider {
  const issue = async (email: string): Promise<string> => {
    let response: Response;
    try {
      response = await fetch(`${idpUrl.replace(/\/$/, '')}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    } catch {
      throw new SignInError('network');
    }
    if (response.status === 403 || response.status === 404) throw new SignInError('not-registered');
    if (!response.ok) throw new SignInError('login-failed');
    const answer = (await response.json()) as DevTokenAnswer;
    return answer.id_token;
  };

  return {
    id: 'dev',
    label: '開発用アカウント',
    async signIn(options) {
      const email = options?.email;
      if (!email) throw new SignInError('login-failed');
      return { token: await issue(email), email };
    },
    async getToken(options) {
      return options?.email ? issue(options.email) : null;
    },
    async signOut() {},
  };
}
