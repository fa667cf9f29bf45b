import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { connectPostgres, wrapPglite, type DbHandle } from './connect';
import { prepareDatabase } from './prepare';

jest.setTimeout(180_000);

/** Three handles on one EMPTY database: three instances on a server, or three callers on one PGlite. */
async function emptyDatabase(): Promise<{ handles: DbHandle[]; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = wrapPglite(await PGlite.create());
    return { handles: [handle, handle, handle], drop: () => handle.close() };
  }
  const name = `sdp_empty_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handles = [0, 1, 2].map(() => connectPostgres(target.toString(), 2));
  return {
    handles,
    drop: async () => {
      for (const handle of handles) await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

it('three instances starting at once on an empty database migrate and seed it exactly once', async () => {
  const { handles, drop } = await emptyDatabase();
  try {
    const outcomes = await Promise.all(
      handles.map((handle) => prepareDatabase(handle.db, { seedWhenEmpty: true })),
    );
    expect(outcomes.filter((outcome) => outcome.migrated.length > 0)).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);
    const db = handles[0]!.db;
    const users = await sql<{ n: number; distinct: number }>`
      SELECT count(*)::int AS n, count(DISTINCT email)::int AS distinct FROM users`.execute(db);
    expect(users.rows[0]!.n).toBeGreaterThan(0);
    expect(users.rows[0]!.n).toBe(users.rows[0]!.distinct);
  } finally {
    await drop();
  }
});
