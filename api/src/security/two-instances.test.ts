import { ACCOUNTS, createTestApp, type TestApp } from '../test/test-app';
import { createTestDb, sameDatabase } from '../test/test-db';

// Two API instances on one database (on PostgreSQL each with its own pool and LISTEN connection; on PGlite two apps
// in one process): what one of them learns, the other must honour at once.
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const handle = await createTestDb();
  a = await createTestApp({ callerCacheMs: 60_000 }, handle);
  b = await createTestApp({ callerCacheMs: 60_000 }, sameDatabase(handle));
}, 180_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** NOTIFY is delivered asynchronously: give the other instance a moment, never a fixed sleep. */
async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await probe();
  for (let tries = 0; !done(value) && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await probe();
  }
  return value;
}

it('a token signed out on one instance is refused by the other within 2 s, though the other had it cached', async () => {
  const token = await a.tokenFor(ACCOUNTS.viewer);
  const onB = () =>
    b.app.inject({
      method: 'GET',
      url: '/api/v1/authority/all',
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await onB()).statusCode).toBe(200);

  expect((await a.call('POST', '/auth/sign_out', { as: ACCOUNTS.viewer })).statusCode).toBe(204);
  const signedOut = Date.now();

  // The instance that signed out refuses the token at once; the other when the revocation's message reaches it
  // (revocation.ts: the sign-out answers once the message came back through the server; bound asserted: 2 s).
  const onA = await a.app.inject({
    method: 'GET',
    url: '/api/v1/authority/all',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(onA.statusCode).toBe(401);
  expect((await eventually(onB, (response) => response.statusCode !== 200)).statusCode).toBe(401);
  expect(Date.now() - signedOut).toBeLessThan(2_000);
});

it("a group's roles changed on one instance change what the other answers for its members", async () => {
  const rolesOnB = async () =>
    (await b.call('GET', '/authority/all', { as: ACCOUNTS.vehicle })).json<{ function_id_list: string[] }>()
      .function_id_list;
  expect(await rolesOnB()).toContain('VEHICLE_MANAGEMENT_EDITOR'); // now cached on B for a minute

  const group = (await a.call('GET', '/authority/groups/VEHICLE', { as: ACCOUNTS.admin })).json<{
    authority_group_name: string;
    data_viewing_class: 1 | 2;
    version: number;
  }>();
  const updated = await a.call('PUT', '/authority/groups', {
    as: ACCOUNTS.admin,
    body: {
      authority_group_id: 'VEHICLE',
      version: group.version,
      authority_group_name: group.authority_group_name,
      data_viewing_class: group.data_viewing_class,
      roles: ['VEHICLE_MANAGEMENT_VIEWER'],
    },
  });
  expect(updated.statusCode).toBe(200);

  const roles = await eventually(rolesOnB, (list) => !list.includes('VEHICLE_MANAGEMENT_EDITOR'));
  expect(roles).toEqual(['VEHICLE_MANAGEMENT_VIEWER']);
  expect((await b.upload('/cars/upload', 'cars.csv', Buffer.from('x'), ACCOUNTS.vehicle)).statusCode).toBe(
    403,
  );
});

it('an export started on one instance downloads from the other, the same file', async () => {
  const started = await a.call('POST', '/organizations/survey_target/export_jobs', {
    as: ACCOUNTS.business,
    body: { survey_fy: 2025 },
  });
  expect(started.statusCode).toBe(202);
  const path = started.json<{ download_path: string }>().download_path;
  const file = await eventually(
    () => b.call('GET', path, { as: ACCOUNTS.business }),
    (response) => response.statusCode !== 202,
  );
  expect(file.statusCode).toBe(200);
  const direct = await a.call('GET', '/organizations/survey_target/export', {
    as: ACCOUNTS.business,
    query: { survey_fy: 2025 },
  });
  expect(file.body).toBe(direct.body);
  expect((await b.call('GET', path, { as: ACCOUNTS.admin })).statusCode).toBe(404);
});
