import {
  createDevAuthProvider,
  getRuntimeConfig,
  getSession,
  loadAuthority,
  queryClient,
  registerAuthProvider,
  signOutSession,
} from '@sdp/shared';

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

/** Signs in through the mock identity provider and loads the roles, as the shell's login does. */
export async function signInAs(email: string): Promise<void> {
  const provider = createDevAuthProvider(idpUrl());
  registerAuthProvider(provider);
  const { token } = await provider.signIn({ email });
  // Answers cached for the previous account must not show for the next one.
  queryClient.clear();
  getSession().signIn({ token, email, providerId: 'dev' });
  await loadAuthority();
}

export { loadAuthority, signOutSession as signOut };
