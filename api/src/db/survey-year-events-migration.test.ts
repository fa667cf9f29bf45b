import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../config';
import { wrapPglite } from './connect';
import { migrate } from './migrate';

jest.setTimeout(180_000);

const HISTORY = '130_survey_year_events.sql';
const T0 = '2024-04-01T00:00:00.000Z';
const T1 = '2025-03-31T09:00:00.000Z';
const T2 = '2025-04-02T09:00:00.000Z';
const T3 = '2025-04-03T09:00:00.000Z';

test('migration 130 gives existing years their history from the audit trail and their own columns', async () => {
  // A database from before the history: every migration up to 130, then years as the old code left them.
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'sdp-migrations-'));
  for (const name of fs.readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql') && file < HISTORY))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
  const handle = wrapPglite(await PGlite.create());
  const { db } = handle;
  try {
    await migrate(db, before);
    await sql`SELECT set_config('sdp.scope_kind', 'all', false)`.execute(db);
    await db
      .insertInto('survey_years')
      .values([
        // Seeded open, closed and reopened through the app: the reopen overwrote opened_date.
        { survey_fy: 2020, status: 1, created_date: T0, opened_date: T2, opened_user_id: 'U0000002' },
        { survey_fy: 2021, status: 1, created_date: T0, opened_date: T0, opened_user_id: 'U0000001' },
        { survey_fy: 2022, status: 0, created_date: T0 },
        {
          survey_fy: 2023,
          status: 2,
          created_date: T0,
          opened_date: T0,
          opened_user_id: 'U0000001',
          closed_date: T3,
          closed_user_id: 'U0000001',
        },
      ])
      .execute();
    await db
      .updateTable('survey_years')
      .set({ closed_date: T1, closed_user_id: 'U0000002', reopen_reason: '訂正' })
      .where('survey_fy', '=', 2020)
      .execute();
    const trail = (action: string, at: string, note: string | null) => ({
      occurred_at: at,
      user_id: 'U0000002',
      user_name: '山田 花子',
      action,
      entity: 'survey_year',
      entity_key: '2020',
      survey_fy: 2020,
      changes: '[]',
      note,
    });
    await db
      .insertInto('audit_events')
      .values([trail('year_close', T1, null), trail('year_reopen', T2, '訂正')])
      .execute();

    fs.copyFileSync(path.join(MIGRATIONS_DIR, HISTORY), path.join(before, HISTORY));
    expect(await migrate(db, before)).toEqual([HISTORY]);

    const events = await db
      .selectFrom('survey_year_events')
      .select(['survey_fy', 'move', 'occurred_at', 'user_id', 'user_name', 'reason'])
      .orderBy('survey_fy')
      .orderBy('occurred_at')
      .execute();
    const at = (value: Date | string) => new Date(value).toISOString();
    expect(events.map((event) => ({ ...event, occurred_at: at(event.occurred_at) }))).toEqual([
      { survey_fy: 2020, move: 'open', occurred_at: T0, user_id: null, user_name: null, reason: null },
      {
        survey_fy: 2020,
        move: 'close',
        occurred_at: T1,
        user_id: 'U0000002',
        user_name: '山田 花子',
        reason: null,
      },
      {
        survey_fy: 2020,
        move: 'reopen',
        occurred_at: T2,
        user_id: 'U0000002',
        user_name: '山田 花子',
        reason: '訂正',
      },
      { survey_fy: 2021, move: 'open', occurred_at: T0, user_id: 'U0000001', user_name: null, reason: null },
      { survey_fy: 2023, move: 'open', occurred_at: T0, user_id: 'U0000001', user_name: null, reason: null },
      { survey_fy: 2023, move: 'close', occurred_at: T3, user_id: 'U0000001', user_name: null, reason: null },
    ]);
    const first = await db
      .selectFrom('survey_years')
      .select(['survey_fy', 'opened_date', 'opened_user_id'])
      .where('survey_fy', '=', 2020)
      .executeTakeFirstOrThrow();
    expect({ ...first, opened_date: at(first.opened_date!) }).toEqual({
      survey_fy: 2020,
      opened_date: T0,
      opened_user_id: null,
    });
  } finally {
    await handle.close();
    fs.rmSync(before, { recursive: true, force: true });
  }
});
