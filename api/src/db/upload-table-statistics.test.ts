import { sql } from 'kysely';
import { createTestDb } from '../test/test-db';
import type { DbHandle } from './connect';
import type { Db } from './database';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** The planner's idea of the table's size: what ANALYZE refreshes. */
const plannedRows = async (db: Db) =>
  Number(
    (
      await sql<{
        n: number;
      }>`SELECT reltuples AS n FROM pg_class WHERE relname = 'csv_staging_suppliers'`.execute(db)
    ).rows[0]!.n,
  );

test("the API's role refreshes an upload table's statistics through the owner's function, and no other table's", async () => {
  await sql`INSERT INTO csv_staging_suppliers (upload_id, survey_fy, department_code, supplier_code,
      supplier_company_name_full_width)
    SELECT gen_random_uuid(), 2025, 'D0001', 'S' || i, '統計' || i FROM generate_series(1, 1234) i`.execute(
    handle.db,
  );
  await handle.db.connection().execute(async (connection) => {
    await sql`SELECT set_config('role', 'sdp_all', false)`.execute(connection);
    try {
      // ANALYZE itself is the owner's: for the API's role it is skipped with a mere warning.
      await sql`ANALYZE csv_staging_suppliers`.execute(connection);
      expect(await plannedRows(connection)).not.toBe(1234);
      await sql`SELECT sdp_analyze_upload_table('csv_staging_suppliers')`.execute(connection);
      expect(await plannedRows(connection)).toBe(1234);
      await expect(sql`SELECT sdp_analyze_upload_table('users')`.execute(connection)).rejects.toThrow(
        /not an upload table/,
      );
    } finally {
      await sql`RESET ROLE`.execute(connection);
    }
  });
});
