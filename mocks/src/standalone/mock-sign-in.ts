import { api, createDevAuthProvider, getRuntimeConfig, getSession, registerAuthProvider } from '@sdp/shared';
import type { AuthorityAllResponse } from '@sdp/shared/contracts';

export interface DevAccount {
  email: string;
  name: string;
  authorityGroupId: string;
}

const idpUrl = (): string => (getRuntimeConfig().auth.devIdpUrl ?? '/dev-idp').replace(/\/$/, '');

export async function fetchDevAccounts(): Promise<DevAccount[]> {
  const response = await fetch(`${idpUrl()}/accounts`);
  if (!response.ok) throw new Error(`dev-idp accounts: ${response.status}`);
  const body = (await response.json()) as {
    accounts: { email: string; name: string; authority_group_id: string }[];
  };
  return body.accounts.map((account) => ({
    email: account.email,
    name: account.name,
    authorityGroupId: account.authority_group_id,
  }));
}

/** Loads the caller's roles into the session store, as the shell does after sign-in. */
export async function loadAuthority(): Promise<void> {
  const authority = await api.get<AuthorityAllResponse>('/authority/all');
  getSession().setAuthority({
    roles: authority.functionIdList,
    userName: `${authority.surname} ${authority.givenName}`,
  });
}

/** Signs in through the mock identity provider, then loads the roles. */
export async function signInAs(email: string): Promise<void> {
  const provider = createDevAuthProvider(idpUrl());
  registerAuthProvider(provider);
  const { token } = await provider.signIn({ email });
  getSession().signIn({ token, email, providerId: 'dev' });
  await loadAuthority();
}

export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/sign_out');
  } finally {
    getSession().clear();
  }
}
