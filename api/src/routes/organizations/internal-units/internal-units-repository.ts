import { sql } from 'kysely';
import type {
  INTERNAL_UNIT_SORT_KEYS,
  InternalCreate,
  InternalListQuery,
  InternalUnit,
} from '@sdp/shared/contracts';
import type { Db } from '../../../db/database';
import { containsAny, pageOf, sortTable, type PageOrder } from '../../../db/list-page';
import { deleteVersioned, insertVersioned, updateVersioned } from '../../../db/versioned';

const unitsOf = (db: Db) =>
  db
    .selectFrom('internal_organizations as o')
    .innerJoin('internal_groups as g', (join) =>
      join.onRef('g.survey_fy', '=', 'o.survey_fy').onRef('g.group_code', '=', 'o.group_code'),
    )
    .innerJoin('internal_headquarters as h', (join) =>
      join.onRef('h.survey_fy', '=', 'o.survey_fy').onRef('h.headquarter_code', '=', 'o.headquarter_code'),
    )
    .select([
      'o.internal_organization_id as id',
      'o.survey_fy',
      'o.group_code',
      'g.group_name',
      'o.headquarter_code',
      'h.headquarter_name',
      'o.department_code',
      'o.department_name',
      'o.section_code',
      'o.section_name',
      'o.disc_flg',
      'o.version',
    ]);

const ORDER: PageOrder = {
  sorts: sortTable<(typeof INTERNAL_UNIT_SORT_KEYS)[number], readonly string[]>({
    group_code: ['o.group_code', 'o.headquarter_code', 'o.department_code'],
    headquarter_code: ['o.headquarter_code', 'o.department_code'],
    department_code: ['o.department_code', 'o.section_code'],
    section_code: ['o.section_code'],
  }),
  fallback: 'department_code',
  tiebreak: 'o.internal_organization_id',
};

async function pageOfUnits(db: Db, query: InternalListQuery) {
  let base = unitsOf(db).where('o.survey_fy', '=', query.survey_fy);
  if (query.group_code) base = base.where('o.group_code', '=', query.group_code);
  if (query.headquarter_code) base = base.where('o.headquarter_code', '=', query.headquarter_code);
  if (query.keyword)
    base = base.where(
      containsAny(
        ['o.department_code', 'o.department_name', 'o.section_code', 'o.section_name'],
        query.keyword,
      ),
    );
  const { total, rows } = await pageOf(base, query, ORDER);
  return { total, rows: rows as InternalUnit[] };
}

const findUnit = async (db: Db, id: number) =>
  (await unitsOf(db).where('o.internal_organization_id', '=', id).executeTakeFirst()) as
    InternalUnit | undefined;

/** The headquarters exists in the year and belongs to the group. */
export const headquarterBelongs = async (db: Db, surveyFy: number, groupCode: string, hqCode: string) =>
  Boolean(
    await db
      .selectFrom('internal_headquarters')
      .select('headquarter_code')
      .where('survey_fy', '=', surveyFy)
      .where('group_code', '=', groupCode)
      .where('headquarter_code', '=', hqCode)
      .executeTakeFirst(),
  );

export const unitExists = async (
  db: Db,
  unit: { survey_fy: number; department_code: string; section_code?: string | null },
  exceptId?: number,
) => {
  let query = db
    .selectFrom('internal_organizations')
    .select('internal_organization_id')
    .where('survey_fy', '=', unit.survey_fy)
    .where('department_code', '=', unit.department_code)
    .where(sql<string>`coalesce(section_code, '')`, '=', unit.section_code ?? '');
  if (exceptId) query = query.where('internal_organization_id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
};

const INTERNAL = { table: 'internal_organizations', id: 'internal_organization_id' } as const;

const columnsOf = (input: InternalCreate) => ({
  survey_fy: input.survey_fy,
  group_code: input.group_code,
  headquarter_code: input.headquarter_code,
  department_code: input.department_code,
  department_name: input.department_name,
  section_code: input.section_code ?? null,
  section_name: input.section_code ? (input.section_name ?? null) : null,
});

const insertUnit = (db: Db, input: InternalCreate, userId: string) =>
  insertVersioned(db, INTERNAL, columnsOf(input), userId);

const updateUnit = (db: Db, key: { id: number; version: number }, input: InternalCreate, userId: string) =>
  updateVersioned(db, INTERNAL, key, columnsOf(input), userId);

/** A department row is in use while its sections, offices, companies or suppliers of the year point at it. */
export async function departmentInUse(db: Db, unit: InternalUnit): Promise<boolean> {
  if (unit.section_code) return false;
  const year = unit.survey_fy;
  const code = unit.department_code;
  const checks = await Promise.all([
    db
      .selectFrom('internal_organizations')
      .select('internal_organization_id')
      .where('survey_fy', '=', year)
      .where('department_code', '=', code)
      .where('section_code', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('offices')
      .select('office_id')
      .where('survey_fy', '=', year)
      .where('admin_code', '=', code)
      .executeTakeFirst(),
    db
      .selectFrom('corporations')
      .select('corporation_id')
      .where('survey_fy', '=', year)
      .where('department_code', '=', code)
      .executeTakeFirst(),
    db
      .selectFrom('suppliers')
      .select('supplier_id')
      .where('survey_fy', '=', year)
      .where('department_code', '=', code)
      .executeTakeFirst(),
  ]);
  return checks.some(Boolean);
}

const deleteUnit = (db: Db, key: { id: number; version: number }) => deleteVersioned(db, INTERNAL, key);

export const listDepartments = (
  db: Db,
  q: { survey_fy: number; group_code?: string; headquarter_code?: string },
) => {
  let query = unitsOf(db)
    .clearSelect()
    .select([
      'o.group_code',
      'g.group_name',
      'o.headquarter_code',
      'h.headquarter_name',
      'o.department_code',
      'o.department_name',
    ])
    .where('o.survey_fy', '=', q.survey_fy)
    .where('o.section_code', 'is', null);
  if (q.group_code) query = query.where('o.group_code', '=', q.group_code);
  if (q.headquarter_code) query = query.where('o.headquarter_code', '=', q.headquarter_code);
  return query.orderBy('o.department_code').execute();
};

/** Department (with its headquarters and group) of a year, or undefined. */
export const findDepartment = (db: Db, surveyFy: number, departmentCode: string) =>
  unitsOf(db)
    .where('o.survey_fy', '=', surveyFy)
    .where('o.department_code', '=', departmentCode)
    .where('o.section_code', 'is', null)
    .executeTakeFirst();

/** The reads and writes of the internal units' routes. */
export const internalUnits = {
  page: pageOfUnits,
  find: findUnit,
  insert: insertUnit,
  update: updateUnit,
  remove: deleteUnit,
};

/** One page of the internal units of a year for the export, in code order. */
export const exportInternalPage = (db: Db, surveyFy: number, limit: number, offset: number) =>
  unitsOf(db)
    .where('o.survey_fy', '=', surveyFy)
    .orderBy('o.group_code')
    .orderBy('o.headquarter_code')
    .orderBy('o.department_code')
    .orderBy('o.section_code')
    .orderBy('o.internal_organization_id')
    .limit(limit)
    .offset(offset)
    .execute();
