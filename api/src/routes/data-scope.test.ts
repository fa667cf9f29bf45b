import {
  CORPORATION_CSV,
  INTERNAL_UNIT_CSV,
  OFFICE_CSV,
  SURVEY_RESULT_CSV,
  VEHICLE_CSV,
} from '@sdp/shared/domain';
import { ACCOUNTS, setupTestApp } from '../test/test-app';
import {
  addScopedAccounts,
  allRows,
  csvColumn,
  organisationOf,
  scopeCallers,
  sorted,
  sum,
  type Organisation,
  type ScopeCaller,
} from '../test/scope-support';

// DESIGN.md §8 "Data scope", issue #30 "Done means": every scoped endpoint × {全社, 統括本部, グループ}.
const t = setupTestApp();
jest.setTimeout(300_000);
const FY = 2024;

let org: Organisation;
let callers: ScopeCaller[];
beforeAll(async () => {
  await addScopedAccounts(t());
  org = await organisationOf(t());
  callers = scopeCallers(org, ACCOUNTS.admin);
});

const headerOf = (definition: { columns: readonly { key: string; header: string }[] }, key: string) =>
  definition.columns.find((column) => column.key === key)!.header;

interface Row {
  [key: string]: unknown;
}
/** Each list: its path, rows key, each row's identity and headquarters (from the tables, not the answer). */
const LISTS: {
  path: string;
  key: string;
  id: (row: Row) => string;
  hq: (row: Row) => string | null | undefined;
  emissions?: boolean;
}[] = [
  {
    path: '/organizations/internal',
    key: 'organizations',
    id: (r) => `${String(r.department_code)}/${String(r.section_code)}`,
    hq: (r) => org.department.get(`${FY}\t${String(r.department_code)}`),
  },
  {
    path: '/organizations/office',
    key: 'offices',
    id: (r) => String(r.office_code),
    hq: (r) => org.office.get(`${FY}\t${String(r.office_code)}`),
  },
  {
    path: '/organizations/corporation',
    key: 'corporations',
    id: (r) => String(r.company_code),
    hq: (r) => org.corporation.get(`${FY}\t${String(r.company_code)}`),
  },
  {
    path: '/organizations/survey_target',
    key: 'survey_targets',
    id: (r) => `${String(r.kind)}/${String(r.company_code)}`,
    hq: (r) => org[r.kind === 'office' ? 'office' : 'corporation'].get(`${FY}\t${String(r.company_code)}`),
  },
  {
    path: '/survey_result',
    key: 'survey_results',
    id: (r) => `${String(r.kind)}/${String(r.code)}/${String(r.category)}`,
    hq: (r) => org[r.kind === 'office' ? 'office' : 'corporation'].get(`${FY}\t${String(r.code)}`),
    emissions: true,
  },
  {
    path: '/cars',
    key: 'vehicles',
    id: (r) => String(r.registration_number),
    hq: (r) => org.office.get(`${FY}\t${String(r.office_code)}`),
    emissions: true,
  },
];

describe('data scope: lists, counts and totals', () => {
  it.each(LISTS.map((list) => [list.path, list] as const))('%s', async (_path, list) => {
    const everything = await allRows<Row>(t(), ACCOUNTS.admin, list.path, list.key, { survey_fy: FY });
    const outside = new Set<string>();
    for (const caller of callers) {
      const wanted = everything.rows.filter((row) => caller.covers(FY, list.hq(row)));
      everything.rows
        .filter((row) => !caller.covers(FY, list.hq(row)))
        .forEach((row) => outside.add(list.id(row)));
      const got = await allRows<Row>(t(), caller.as, list.path, list.key, { survey_fy: FY });
      expect([caller.name, got.total]).toEqual([caller.name, wanted.length]);
      expect(sorted(got.rows.map(list.id))).toEqual(sorted(wanted.map(list.id)));
      if (list.emissions)
        expect(got.body.total_emissions).toBeCloseTo(sum(wanted.map((row) => Number(row.emissions))), 3);
    }
    // The table means something only if some caller is refused some row.
    expect(outside.size).toBeGreaterThan(0);
  });

  it('the report counts only the headquarters in scope', async () => {
    type Coverage = { survey_fy: number; headquarter_code: string; targets: number; reported: number };
    const report = async (as: string) =>
      (await t().call('GET', '/reports/survey_coverage', { as })).json<{ coverage: Coverage[] }>().coverage;
    const all = await report(ACCOUNTS.admin);
    for (const caller of callers) {
      const wanted = all.filter((row) => caller.covers(row.survey_fy, row.headquarter_code));
      expect([caller.name, await report(caller.as)]).toEqual([caller.name, wanted]);
    }
    expect((await report(callers[1]!.as)).length).toBeLessThan(all.length);
  });
});

describe('data scope: details answer 404 outside the scope', () => {
  it.each([
    ['/organizations/office', 'offices', (r: Row) => org.office.get(`${FY}\t${String(r.office_code)}`)],
    [
      '/organizations/corporation',
      'corporations',
      (r: Row) => org.corporation.get(`${FY}\t${String(r.company_code)}`),
    ],
    ['/organizations/internal', 'organizations', (r: Row) => String(r.headquarter_code)],
  ] as const)('%s/:id', async (path, key, hq) => {
    const { rows } = await allRows<Row>(t(), ACCOUNTS.admin, path, key, { survey_fy: FY });
    for (const caller of callers.slice(1)) {
      const inside = rows.find((row) => caller.covers(FY, hq(row)))!;
      const outside = rows.find((row) => !caller.covers(FY, hq(row)))!;
      expect((await t().call('GET', `${path}/${String(inside.id)}`, { as: caller.as })).statusCode).toBe(200);
      const refused = await t().call('GET', `${path}/${String(outside.id)}`, { as: caller.as });
      expect([caller.name, refused.statusCode, refused.json()]).toEqual([
        caller.name,
        404,
        expect.objectContaining({ code: 'E-404' }),
      ]);
    }
  });
});

describe('data scope: exports and export jobs', () => {
  const listOf = (path: string) => LISTS.find((list) => list.path === path)!;
  /** The values of `field` in the rows 全社 sees that `caller` covers. */
  const wantedOf = async (caller: ScopeCaller, path: string, field: string) => {
    const list = listOf(path);
    const { rows } = await allRows<Row>(t(), ACCOUNTS.admin, path, list.key, { survey_fy: FY });
    return sorted(rows.filter((row) => caller.covers(FY, list.hq(row))).map((row) => String(row[field])));
  };
  const EXPORTS = [
    ['/cars/export', {}, headerOf(VEHICLE_CSV, 'registration_number'), '/cars', 'registration_number'],
    ['/survey_result/export', {}, headerOf(SURVEY_RESULT_CSV, 'code'), '/survey_result', 'code'],
    [
      '/organizations/info/export',
      { kind: 'office' },
      headerOf(OFFICE_CSV, 'office_code'),
      '/organizations/office',
      'office_code',
    ],
    [
      '/organizations/info/export',
      { kind: 'corp' },
      headerOf(CORPORATION_CSV, 'company_code'),
      '/organizations/corporation',
      'company_code',
    ],
    [
      '/organizations/info/export',
      { kind: 'internal' },
      headerOf(INTERNAL_UNIT_CSV, 'department_code'),
      '/organizations/internal',
      'department_code',
    ],
    ['/organizations/survey_target/export', {}, 'コード', '/organizations/survey_target', 'company_code'],
  ] as const;
  it.each(EXPORTS)('%s %j holds exactly the rows in scope', async (path, query, header, list, field) => {
    for (const caller of callers) {
      const answer = await t().call('GET', path, { as: caller.as, query: { survey_fy: FY, ...query } });
      expect(answer.statusCode).toBe(200);
      const got = sorted(csvColumn(answer.body, header));
      expect([caller.name, got]).toEqual([caller.name, await wantedOf(caller, list, field)]);
    }
  });

  it('the survey target export job', async () => {
    for (const caller of callers) {
      const wanted = await wantedOf(caller, '/organizations/survey_target', 'company_code');
      const body = { survey_fy: FY };
      const job = await t().call('POST', '/organizations/survey_target/export_jobs', { as: caller.as, body });
      expect(job.json()).toMatchObject({ rows_total: wanted.length });
      const { token } = job.json<{ token: string }>();
      let file = await t().call('GET', `/exports/${token}`, { as: caller.as });
      for (let tries = 0; file.statusCode === 202 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        file = await t().call('GET', `/exports/${token}`, { as: caller.as });
      }
      expect([caller.name, sorted(csvColumn(file.body, 'コード'))]).toEqual([caller.name, wanted]);
    }
  });
});
