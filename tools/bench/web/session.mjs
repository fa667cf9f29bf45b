// A signed-in session for the bench's pages: the dev identity provider's token and what /authority/all says of it,
// as the shell keeps it in localStorage.
export async function devSession(apiOrigin, email = 'admin@example.com') {
  const { id_token: token } = await fetch(`${apiOrigin}/dev-idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((r) => r.json());
  const authority = await fetch(`${apiOrigin}/api/v1/authority/all`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((r) => r.json());
  const roles = authority.function_id_list;
  const dataScope = authority.data_scope;
  const userName = `${authority.surname} ${authority.given_name}`;
  return {
    state: { token, email, providerId: 'dev', tokenIssuedAt: Date.now(), roles, userName, dataScope },
    version: 0,
  };
}
