/** Wire shape of GET {devIdpUrl}/accounts (devAccountsResponseSchema in the contracts). */
export interface DevAccount {
  email: string;
  name: string;
  authority_group_id: string;
}

/** The seeded accounts the development identity provider can sign in as. */
export async function fetchDevAccounts(idpUrl: string): Promise<DevAccount[]> {
  const response = await fetch(`${idpUrl.replace(/\/$/, '')}/accounts`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`dev-idp accounts: ${response.status}`);
  const body = (await response.json()) as { accounts: DevAccount[] };
  return body.accounts;
}
