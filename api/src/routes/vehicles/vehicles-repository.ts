import { sql } from 'kysely';
import type { FuelType, Vehicle, VehicleListQuery, VEHICLE_SORT_KEYS } from '@sdp/shared/contracts';
import type { Db } from '../../db/database';
import type { Scoped } from '../../db/scope';
import { inPage, sortTable } from '../../db/list-page';

const SORTS = sortTable<(typeof VEHICLE_SORT_KEYS)[number], string>({
  office_code: 'v.office_code',
  registration_number: 'v.registration_number',
  fuel_used: 'v.fuel_used',
  emissions: 'v.emissions',
});

const vehiclesOf = (db: Db, filter: { survey_fy: number; office_code?: string }) => {
  let query = db
    .selectFrom('vehicles as v')
    .leftJoin('offices as o', (join) =>
      join.onRef('o.survey_fy', '=', 'v.survey_fy').onRef('o.office_code', '=', 'v.office_code'),
    )
    .selectAll('v')
    .select('o.office_name')
    .where('v.survey_fy', '=', filter.survey_fy);
  if (filter.office_code) query = query.where('v.office_code', '=', filter.office_code);
  return query;
};

type Row = Awaited<ReturnType<ReturnType<typeof vehiclesOf>['executeTakeFirstOrThrow']>>;
const toVehicle = (row: Row): Vehicle => ({
  id: row.vehicle_id,
  survey_fy: row.survey_fy,
  office_code: row.office_code,
  office_name: row.office_name ?? null,
  registration_number: row.registration_number,
  vehicle_type: row.vehicle_type,
  fuel_type: row.fuel_type as FuelType,
  fuel_used: Number(row.fuel_used),
  distance: row.distance === null ? null : Number(row.distance),
  emissions: Number(row.emissions),
});

export async function listVehicles(db: Db, query: VehicleListQuery) {
  const base = vehiclesOf(db, query);
  const summary = await base
    .clearSelect()
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(v.emissions), 0)`.as('emissions'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy(sql.ref(SORTS.get(query.sort ?? 'office_code') ?? 'v.office_code'), query.order ?? 'asc')
    .orderBy('v.registration_number')
    .$call(inPage(query.page, query.per_page))
    .execute();
  return { total: summary.count, total_emissions: Number(summary.emissions), vehicles: rows.map(toVehicle) };
}

/** Office codes of the given years, to check an upload's rows against. */
export async function officeCodesOf(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('offices').select(['survey_fy', 'office_code']).execute();
  return new Set(rows.map((row) => `${row.survey_fy}\t${row.office_code}`));
}

/** Every vehicle of the filter in (office, registration number) order, a page at a time by keyset. */
export async function* exportVehicles(
  scoped: Scoped,
  filter: { survey_fy: number; office_code?: string },
  pageSize = 5000,
): AsyncGenerator<Vehicle[]> {
  let after: [string, string] | undefined;
  for (;;) {
    const rows = await scoped((db) => {
      let query = vehiclesOf(db, filter);
      if (after) {
        const [office, number] = after;
        query = query.where((eb) =>
          eb(eb.refTuple('v.office_code', 'v.registration_number'), '>', eb.tuple(office, number)),
        );
      }
      return query.orderBy('v.office_code').orderBy('v.registration_number').limit(pageSize).execute();
    });
    if (rows.length > 0) yield rows.map(toVehicle);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = [last.office_code, last.registration_number];
  }
}
