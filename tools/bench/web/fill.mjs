// The volume seed has eight authority groups; the bench adds groups through the API until the list has 20 rows.
export async function fillAuthorityGroups(apiOrigin, token, wanted = 24) {
  const auth = { authorization: `Bearer ${token}` };
  const list = await fetch(`${apiOrigin}/api/v1/authority/groups?page=1&per_page=1`, { headers: auth });
  const { total } = await list.json();
  const csrf = await fetch(`${apiOrigin}/api/v1/csrf_token`, { headers: auth }).then((r) => r.json());
  for (let n = total + 1; n <= wanted; n += 1) {
    const response = await fetch(`${apiOrigin}/api/v1/authority/groups`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'x-csrf-token': csrf.token },
      body: JSON.stringify({
        authority_group_id: `BENCH_${String(n).padStart(2, '0')}`,
        authority_group_name: `ベンチ権限${n}`,
        data_viewing_class: 1,
        roles: ['MST_USER_VIEWER'],
      }),
    });
    if (!response.ok)
      throw new Error(`creating authority group ${n}: ${response.status} ${await response.text()}`);
  }
}
