import { sql } from 'kysely';
import { withScope } from '../db/scope';
import { knownError } from '../errors';
import { bom } from '../test/csv-files';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import {
  addScopedAccounts,
  allRows,
  organisationOf,
  SCOPED,
  SCOPED_HQ,
  scopeCallers,
  sorted,
  type Organisation,
  type ScopeCaller,
} from '../test/scope-support';

// DESIGN.md §8 "Data scope": uploads, writes and the audit trail of a scoped caller; the policies themselves.
const t = setupTestApp();
jest.setTimeout(300_000);
const FY = 2024;
const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

let org: Organisation;
let callers: ScopeCaller[];
beforeAll(async () => {
  await addScopedAccounts(t());
  org = await organisationOf(t());
  callers = scopeCallers(org, ACCOUNTS.admin);
});

type Vehicle = { registration_number: string; office_code: string };
const vehiclesOf = async (as: string) =>
  (await allRows<Vehicle>(t(), as, '/cars', 'vehicles', { survey_fy: FY })).rows;
const officeHq = (code: string) => org.office.get(`${FY}\t${code}`);

describe('a scoped caller’s vehicle upload', () => {
  it('refuses a row naming another organisation’s office with its line, in the dry run as in the upload', async () => {
    const caller = callers[1]!;
    const exported = (await t().call('GET', '/cars/export', { as: caller.as, query: { survey_fy: FY } }))
      .body;
    const lines = exported
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const foreign = [...org.office.entries()].find(
      ([key, hq]) => key.startsWith(`${FY}\t`) && hq !== SCOPED_HQ,
    )!;
    const foreignOffice = foreign[0].split('\t')[1]!;
    const cells = lines[1]!.split(',');
    // 調査年度, 事業所コード, 事業所名 (display only), 登録番号, …
    const row = [cells[0], foreignOffice, cells[2], 'SCOPE-1', ...cells.slice(4)].join(',');
    const file = bom([...lines, row].join('\r\n'));
    const before = sorted((await vehiclesOf(ACCOUNTS.admin)).map((v) => v.registration_number));
    for (const dryRun of [true, false]) {
      const answer = await t().upload(`/cars/upload?dry_run=${dryRun}`, 'v.csv', file, caller.as);
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        expect.objectContaining({
          error_item: expect.objectContaining({
            rows: [
              expect.objectContaining({
                line: lines.length + 1,
                field: 'office_code',
                reason: 'OUT_OF_SCOPE',
              }),
            ],
          }),
        }),
      ]);
    }
    expect(sorted((await vehiclesOf(ACCOUNTS.admin)).map((v) => v.registration_number))).toEqual(before);
  });

  it('replaces only the year’s vehicles in scope: another organisation’s stay', async () => {
    for (const caller of callers.slice(1)) {
      const all = await vehiclesOf(ACCOUNTS.admin);
      const mine = all.filter((v) => caller.covers(FY, officeHq(v.office_code)));
      const others = sorted(
        all.filter((v) => !caller.covers(FY, officeHq(v.office_code))).map((v) => v.registration_number),
      );
      expect(mine.length).toBeGreaterThan(1);
      expect(others.length).toBeGreaterThan(0);
      const exported = (await t().call('GET', '/cars/export', { as: caller.as, query: { survey_fy: FY } }))
        .body;
      // The caller's own export minus its last row: that one vehicle is removed, nothing else.
      const lines = exported
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      const file = bom(lines.slice(0, -1).join('\r\n'));
      const dry = await t().upload('/cars/upload?dry_run=true', 'v.csv', file, caller.as);
      expect([caller.name, dry.json()]).toEqual([
        caller.name,
        expect.objectContaining({ added: 0, changed: 0, removed: 1 }),
      ]);
      const done = await t().upload('/cars/upload', 'v.csv', file, caller.as);
      expect(done.json()).toMatchObject({ dry_run: false, removed: 1 });
      const after = await vehiclesOf(ACCOUNTS.admin);
      expect(after.length).toBe(all.length - 1);
      const othersAfter = after.filter((v) => !caller.covers(FY, officeHq(v.office_code)));
      expect([caller.name, sorted(othersAfter.map((v) => v.registration_number))]).toEqual([
        caller.name,
        others,
      ]);
    }
  });
});

describe('a scoped caller’s writes', () => {
  it('answers 404 for another organisation’s office and changes nothing', async () => {
    const { rows } = await allRows<{ id: number; office_code: string; version: number }>(
      t(),
      ACCOUNTS.admin,
      '/organizations/office',
      'offices',
      { survey_fy: FY },
    );
    const foreign = rows.find((row) => officeHq(row.office_code) !== SCOPED_HQ)!;
    const removed = await t().call('DELETE', '/organizations/office', {
      as: SCOPED.hq,
      body: { id: foreign.id, version: foreign.version },
    });
    expect([removed.statusCode, removed.json()]).toEqual([404, expect.objectContaining({ code: 'E-404' })]);
    expect(
      (await t().call('GET', `/organizations/office/${foreign.id}`, { as: ACCOUNTS.admin })).statusCode,
    ).toBe(200);
  });

  it('a row the policies refuse is the caller’s 403 with the reason, never a 500', async () => {
    const office = await t()
      .db.selectFrom('offices')
      .selectAll()
      .where('survey_fy', '=', FY)
      .where('supervision_code', '<>', SCOPED_HQ)
      .executeTakeFirstOrThrow();
    const refused = await withScope(t().db, { kind: 'headquarter', code: SCOPED_HQ }, (db) =>
      db
        .updateTable('offices')
        .set({ supervision_code: office.supervision_code })
        .where('office_id', '=', office.office_id)
        .execute()
        .then(() =>
          db
            .insertInto('offices')
            .values({ ...office, office_id: undefined, office_code: 'SCOPE-X' })
            .execute(),
        ),
    ).catch((error: unknown) => error);
    expect(knownError(refused, quiet)).toMatchObject({
      status: 403,
      code: 'E-403',
      reason: { body: 'OUT_OF_SCOPE' },
    });
    expect(
      await t().db.selectFrom('offices').select('office_id').where('office_code', '=', 'SCOPE-X').execute(),
    ).toEqual([]);
  });
});

describe('the policies protect, not the code', () => {
  const SCOPED_TABLES = [
    'internal_groups',
    'internal_headquarters',
    'internal_organizations',
    'offices',
    'corporations',
    'vehicles',
    'survey_results',
    'audit_events',
  ] as const;

  /** Rows of each scoped table a query sees as `role` (no scope setting), or as the connecting owner. */
  const countAs = (role?: 'sdp_all' | 'sdp_app') =>
    t()
      .db.connection()
      .execute(async (db) => {
        if (role) await sql`SELECT set_config('role', ${role}, false)`.execute(db);
        try {
          const seen: Record<string, number> = {};
          for (const table of SCOPED_TABLES)
            seen[table] = (
              await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)
            ).rows[0]!.n;
          return seen;
        } finally {
          await sql`RESET ROLE`.execute(db);
        }
      });

  it('a query as the app role with no scope set sees no scoped row at all', async () => {
    const counts = await countAs('sdp_app');
    expect(counts).toEqual(Object.fromEntries(SCOPED_TABLES.map((table) => [table, 0])));
    const owner = await sql<{ n: number }>`SELECT count(*)::int AS n FROM offices`.execute(t().db);
    expect(owner.rows[0]!.n).toBeGreaterThan(0);
  });

  it('the 全社 role sees every row of every scoped table', async () => {
    const owner = await countAs();
    expect(await countAs('sdp_all')).toEqual(owner);
    expect(owner.offices).toBeGreaterThan(0);
  });

  it('a request leaves no role or scope on the connection, also when it fails', async () => {
    const state = async () =>
      (
        await sql<{ role: string; kind: string | null }>`
        SELECT current_user AS role, current_setting('sdp.scope_kind', true) AS kind`.execute(t().db)
      ).rows[0]!;
    const owner = await state();
    expect(owner.role).not.toMatch(/^sdp_(app|all)$/);
    // On PostgreSQL requests run on a pool of their own, so the main pool's connections never had a scope set.
    const unscoped = { ...owner, kind: owner.kind ?? '' };
    const stateNow = async () => {
      const now = await state();
      return { ...now, kind: now.kind ?? '' };
    };
    await t().call('GET', '/cars', { as: SCOPED.group, query: { survey_fy: FY } });
    await t().call('GET', '/cars', { as: ACCOUNTS.admin, query: { survey_fy: FY } });
    expect(await stateNow()).toEqual(unscoped);
    const failed = await t().call('GET', '/organizations/office/2147483647', { as: SCOPED.hq });
    expect(failed.statusCode).toBe(404);
    const rejected = await t().upload('/cars/upload', 'v.csv', bom('not,a,header'), SCOPED.hq);
    expect(rejected.statusCode).toBe(400);
    expect(await stateNow()).toEqual(unscoped);
  });
});

describe('the audit trail', () => {
  it('shows a scoped caller the events of their organisation’s records and every unscoped event', async () => {
    const offices = [...org.office.keys()]
      .filter((key) => key.startsWith(`${FY}\t`))
      .map((key) => key.split('\t')[1]!);
    await t()
      .db.insertInto('audit_events')
      .values(
        offices.map((code) => ({
          action: 'update',
          entity: 'office',
          entity_key: `${FY}/${code}`,
          survey_fy: FY,
          changes: JSON.stringify([{ field: 'office_name', before: 'a', after: 'b' }]),
        })),
      )
      .execute();
    await t()
      .db.insertInto('audit_events')
      .values({
        action: 'update',
        entity: 'user',
        entity_key: 'U0000001',
        changes: JSON.stringify([{ field: 'note', before: 'a', after: 'b' }]),
      })
      .execute();
    type Event = { id: string; entity: string; entity_key: string };
    const everything = (
      await allRows<Event>(t(), ACCOUNTS.admin, '/audit_events', 'events', {
        entity: 'office',
        survey_fy: FY,
      })
    ).rows;
    for (const caller of callers) {
      const wanted = everything.filter((event) =>
        caller.covers(FY, officeHq(event.entity_key.split('/')[1]!)),
      );
      const got = (
        await allRows<Event>(t(), caller.as, '/audit_events', 'events', { entity: 'office', survey_fy: FY })
      ).rows;
      expect([caller.name, sorted(got.map((e) => e.id))]).toEqual([
        caller.name,
        sorted(wanted.map((e) => e.id)),
      ]);
    }
    const unscoped = (
      await allRows<Event>(t(), ACCOUNTS.admin, '/audit_events', 'events', { entity: 'user' })
    ).total;
    const asHq = (await allRows<Event>(t(), SCOPED.hq, '/audit_events', 'events', { entity: 'user' })).total;
    expect(unscoped).toBeGreaterThan(0);
    expect(asHq).toBe(unscoped);
  });
});
