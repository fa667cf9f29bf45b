import { sql } from 'kysely';
import { createTestDb } from '../test/test-db';
import type { DbHandle } from './connect';
import { statementNames } from './prepared-pool';
import { withScope } from './scope';

describe('statementNames', () => {
  it('names a statement with parameters from its third run on, the same name for the same text', () => {
    const names = statementNames();
    const text = 'SELECT * FROM users WHERE user_id = $1';
    expect(names.nameOf(text, 1)).toBeUndefined();
    expect(names.nameOf(text, 1)).toBeUndefined();
    const name = names.nameOf(text, 1);
    expect(name).toMatch(/^sdp_0_[0-9a-f]{20}$/);
    expect(names.nameOf(text, 1)).toBe(name);
    expect(names.nameOf('SELECT * FROM users WHERE email = $1', 1)).toBeUndefined();
  });

  it('never names a text without parameters that may hold several statements, or one that is not a read', () => {
    const names = statementNames();
    for (let run = 0; run < 5; run++) {
      expect(names.nameOf('SELECT 1; SELECT 2', 0)).toBeUndefined();
      expect(names.nameOf('begin', 0)).toBeUndefined();
    }
  });

  it('names a single read without parameters (a list page whose LIMIT is written in)', () => {
    const names = statementNames();
    const text = 'select "u"."user_id" from "users" as "u" order by "u"."user_id" limit 20 offset 0';
    const runs = [1, 2, 3].map(() => names.nameOf(text, 0));
    expect(runs[2]).toMatch(/^sdp_0_/);
  });

  it('names at most 300 texts, and after forgetAll gives new names', () => {
    const names = statementNames();
    const named = (text: string) => [1, 2, 3].map(() => names.nameOf(text, 1)).at(-1);
    const first = named('SELECT $1::int AS n0');
    for (let n = 1; n < 300; n++) expect(named(`SELECT $1::int AS n${n}`)).toBeDefined();
    expect(named('SELECT $1::int AS too_many')).toBeUndefined();
    names.forgetAll();
    const again = named('SELECT $1::int AS n0');
    expect(again).toMatch(/^sdp_1_/);
    expect(again).not.toBe(first);
  });
});

// Only a real server runs the prepared pools: the api-postgres stage (DATABASE_URL set).
const withPostgres = process.env.DATABASE_URL ? describe : describe.skip;

withPostgres('request work on PostgreSQL', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  const runs = (scope: Parameters<typeof withScope>[1], times: number) =>
    Array.from({ length: times }, () =>
      withScope(handle.db, scope, async (db) => {
        const { rows } = await sql<{ who: string; kind: string; code: string; n: number }>`SELECT
          current_user AS who, current_setting('sdp.scope_kind') AS kind,
          current_setting('sdp.scope_code') AS code, ${1}::int AS n`.execute(db);
        return rows[0]!;
      }),
    );

  it('runs a 全社 caller as sdp_all and a scoped one as sdp_app with its organisation, prepared or not', async () => {
    const all = await Promise.all(runs({ kind: 'all' }, 6));
    const scoped = await Promise.all(runs({ kind: 'headquarter', code: '0101' }, 6));
    for (const row of all) expect(row).toEqual({ who: 'sdp_all', kind: 'all', code: '', n: 1 });
    for (const row of scoped)
      expect(row).toEqual({ who: 'sdp_app', kind: 'headquarter', code: '0101', n: 1 });
  });

  it('refuses a survey year that does not exist, for a 全社 caller too, and accepts one that does', async () => {
    const missing = new Error('no such year');
    const year = (fy: number) => ({ fy, missing: () => missing });
    for (const scope of [{ kind: 'all' } as const, { kind: 'group', code: '001' } as const]) {
      await expect(withScope(handle.db, scope, async () => 'ran', year(1999))).rejects.toBe(missing);
      const { rows } = await sql<{ fy: number }>`SELECT max(survey_fy) AS fy FROM survey_years`.execute(
        handle.db,
      );
      for (let run = 0; run < 2; run++)
        await expect(withScope(handle.db, scope, async () => 'ran', year(rows[0]!.fy))).resolves.toBe('ran');
    }
  });

  it('answers the new shape after a migration changed a table under a prepared statement', async () => {
    const read = () =>
      withScope(handle.db, { kind: 'all' }, (db) =>
        db.selectFrom('survey_years').selectAll().where('survey_fy', '>', 0).limit(1).execute(),
      );
    for (let run = 0; run < 4; run++) await read();
    await sql`ALTER TABLE survey_years ADD COLUMN prepared_probe int DEFAULT 7`.execute(handle.db);
    try {
      const rows = (await read()) as unknown as { prepared_probe: number }[];
      expect(rows[0]!.prepared_probe).toBe(7);
    } finally {
      await sql`ALTER TABLE survey_years DROP COLUMN prepared_probe`.execute(handle.db);
    }
  });
});
