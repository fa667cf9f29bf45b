import { sql } from 'kysely';
import fc from 'fast-check';
import { neutraliseFormula, parseCsvRecords } from '@sdp/shared/domain';
import type { Db } from '../db/database';
import { ACCOUNTS, setupTestApp } from '../test/test-app';

const t = setupTestApp();
jest.setTimeout(600_000);

const FY = 2025;
/** What a spreadsheet would run, at the start of a cell (half- and full-width). */
const FORMULA_START = /^[=+\-@\t\r\n＝＋－＠]/;

/** Text a CSV must carry unbroken: line breaks of every kind, quotes, commas, formula starts, emoji. */
const hostile = fc
  .tuple(
    fc.constantFrom('', '=', '+', '-', '@', '\t', '\r', '\n', '\r\n', '＝', '＋', '－', '＠', ' =', '"', ','),
    fc.string({ unit: 'grapheme', maxLength: 5 }),
    fc.constantFrom('\r', '\n', '\r\n', '"', ',', '""', '\n=1+2\n@SUM(9)', '\r\n＝1'),
    fc.string({ unit: 'grapheme', maxLength: 5 }),
    fc.constantFrom('', '👨‍👩‍👧', '🍣', 'ｱ', '\n', ','),
  )
  .map((parts) => parts.join(''))
  .filter((value) => !value.includes('\u0000') && [...value].length <= 20);

interface ExportCase {
  name: string;
  as: string;
  /** The file: a GET of an export, or an export job run to its end. */
  download: () => Promise<string>;
  header: string;
  /** Puts the value into the cell of one row of the export. */
  plant: (db: Db, value: string) => Promise<void>;
}

const get = (url: string, as: string) => async () => {
  const response = await t().call('GET', url, { as });
  expect(response.statusCode).toBe(200);
  return response.body;
};

async function exportJob(): Promise<string> {
  const started = await t().call('POST', '/organizations/survey_target/export_jobs', {
    as: ACCOUNTS.business,
    body: { survey_fy: FY },
  });
  const path = started.json<{ download_path: string }>().download_path;
  for (;;) {
    const response = await t().call('GET', path, { as: ACCOUNTS.business });
    if (response.statusCode === 200) return response.body;
    expect(response.statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first row of the year in a table, by its id. */
async function firstId(
  db: Db,
  table: 'offices' | 'corporations' | 'suppliers' | 'vehicles',
): Promise<number> {
  const first = {
    offices: () => db.selectFrom('offices').select('office_id as id').where('survey_fy', '=', FY),
    corporations: () =>
      db.selectFrom('corporations').select('corporation_id as id').where('survey_fy', '=', FY),
    suppliers: () => db.selectFrom('suppliers').select('supplier_id as id').where('survey_fy', '=', FY),
    vehicles: () => db.selectFrom('vehicles').select('vehicle_id as id').where('survey_fy', '=', FY),
  }[table];
  const rows: { id: number }[] = await first().execute();
  return Math.min(...rows.map((row) => row.id));
}

const officeNotes = async (db: Db, value: string) => {
  await db
    .updateTable('offices')
    .set({ notes: value })
    .where('office_id', '=', await firstId(db, 'offices'))
    .execute();
};
let auditRun = 0;

const CASES: ExportCase[] = [
  {
    name: 'internal units',
    as: ACCOUNTS.org,
    download: get(`/organizations/info/export?survey_fy=${FY}&kind=internal`, ACCOUNTS.org),
    header: '部名',
    plant: async (db, value) => {
      const row = await db
        .selectFrom('internal_organizations')
        .select('internal_organization_id')
        .where('survey_fy', '=', FY)
        .orderBy('internal_organization_id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('internal_organizations')
        .set({ department_name: value })
        .where('internal_organization_id', '=', row.internal_organization_id)
        .execute();
    },
  },
  {
    name: 'offices',
    as: ACCOUNTS.org,
    download: get(`/organizations/info/export?survey_fy=${FY}&kind=office`, ACCOUNTS.org),
    header: '備考',
    plant: officeNotes,
  },
  {
    name: 'related companies',
    as: ACCOUNTS.org,
    download: get(`/organizations/info/export?survey_fy=${FY}&kind=corp`, ACCOUNTS.org),
    header: '備考',
    plant: async (db, value) => {
      const id = await firstId(db, 'corporations');
      await db.updateTable('corporations').set({ notes: value }).where('corporation_id', '=', id).execute();
    },
  },
  {
    name: 'offices and related companies',
    as: ACCOUNTS.org,
    download: get(`/organizations/info/export?survey_fy=${FY}&kind=all`, ACCOUNTS.org),
    header: '備考',
    plant: officeNotes,
  },
  {
    name: 'survey targets',
    as: ACCOUNTS.business,
    download: get(`/organizations/survey_target/export?survey_fy=${FY}`, ACCOUNTS.business),
    header: '備考',
    plant: officeNotes,
  },
  {
    name: 'survey targets by export job',
    as: ACCOUNTS.business,
    download: exportJob,
    header: '備考',
    plant: officeNotes,
  },
  {
    name: 'suppliers',
    as: ACCOUNTS.org,
    download: get(`/suppliers/export/?survey_fy=${FY}`, ACCOUNTS.org),
    header: '取引先名',
    plant: async (db, value) => {
      const id = await firstId(db, 'suppliers');
      await db.updateTable('suppliers').set({ supplier_name: value }).where('supplier_id', '=', id).execute();
    },
  },
  {
    name: 'vehicles',
    as: ACCOUNTS.vehicle,
    download: get(`/cars/export?survey_fy=${FY}`, ACCOUNTS.vehicle),
    header: '車種',
    plant: async (db, value) => {
      const id = await firstId(db, 'vehicles');
      await db.updateTable('vehicles').set({ vehicle_type: value }).where('vehicle_id', '=', id).execute();
    },
  },
  {
    name: 'survey results',
    as: ACCOUNTS.business,
    download: get(`/survey_result/export?survey_fy=${FY}`, ACCOUNTS.business),
    header: '単位',
    plant: async (db, value) => {
      const row = await db
        .selectFrom('survey_results')
        .select('survey_result_id')
        .where('survey_fy', '=', FY)
        // A result of business@'s own 経営企画本部 (0101): the export holds only their organisation's.
        .where(sql<boolean>`sdp_result_hq(survey_fy, kind, code) = '0101'`)
        .orderBy('survey_result_id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('survey_results')
        .set({ unit: value })
        .where('survey_result_id', '=', row.survey_result_id)
        .execute();
    },
  },
  {
    name: 'users',
    as: ACCOUNTS.editor,
    download: get('/users/list/export', ACCOUNTS.editor),
    header: '備考',
    plant: async (db, value) => {
      await db.updateTable('users').set({ note: value }).where('user_id', '=', 'U0000001').execute();
    },
  },
  {
    name: 'user applications',
    as: ACCOUNTS.editor,
    download: get('/users/export/', ACCOUNTS.editor),
    header: '備考',
    plant: async (db, value) => {
      const row = await db
        .selectFrom('user_applications')
        .select(['user_id', 'apply_index'])
        .orderBy('user_id')
        .orderBy('apply_index')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('user_applications')
        .set({ note: value })
        .where('user_id', '=', row.user_id)
        .where('apply_index', '=', row.apply_index)
        .execute();
    },
  },
  {
    name: 'audit events',
    as: ACCOUNTS.admin,
    // The trail is append-only: each run writes a new event under its own key and exports that key.
    download: async () =>
      get(`/audit_events/export?entity=office&entity_key=FUZZ/${auditRun}`, ACCOUNTS.admin)(),
    header: '備考',
    plant: async (db, value) => {
      auditRun += 1;
      await db
        .insertInto('audit_events')
        .values({
          action: 'update',
          entity: 'office',
          entity_key: `FUZZ/${auditRun}`,
          note: value,
          changes: JSON.stringify([
            { field: 'notes', before: value, after: 'x' },
            { field: 'office_name', before: 'a', after: value },
          ]),
        })
        .execute();
    },
  },
];

/** The file as a spreadsheet reads it: a record ends at any line break outside quotes. */
const recordsOf = (csv: string): string[][] => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parseCsvRecords(csv.slice(1)).map((parsed) => parsed.record);
};

describe.each(CASES)('the $name export', ({ download, header, plant }) => {
  it('keeps a hostile value in its one cell of its one row, formulas neutralised', async () => {
    await plant(t().db, 'plain');
    const rows = recordsOf(await download()).length;
    expect(rows).toBeGreaterThan(1);
    await fc.assert(
      fc.asyncProperty(hostile, async (value) => {
        await plant(t().db, value);
        const records = recordsOf(await download());
        expect(records).toHaveLength(rows);
        const column = records[0]!.indexOf(header);
        expect(column).toBeGreaterThanOrEqual(0);
        for (const record of records) expect(record).toHaveLength(records[0]!.length);
        const cells = records.slice(1).map((record) => record[column]!);
        const written = neutraliseFormula(value);
        expect(cells.filter((cell) => cell === written)).toHaveLength(1);
        expect(FORMULA_START.test(written)).toBe(false);
      }),
      { numRuns: 12, seed: Number(process.env.FUZZ_SEED) || undefined },
    );
  });
});

describe('the audit export of several changes', () => {
  it('writes the changes, one per line, in one quoted cell', async () => {
    await CASES.at(-1)!.plant(t().db, '=1+2');
    const records = recordsOf(await CASES.at(-1)!.download());
    expect(records).toHaveLength(2);
    const changes = records[1]![records[0]!.indexOf('変更内容')]!;
    expect(changes.split('\n')).toHaveLength(2);
    expect(records[1]![records[0]!.indexOf('備考')]).toBe("'=1+2");
  });
});
