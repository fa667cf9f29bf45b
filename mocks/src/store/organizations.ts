import {
  CONSOLIDATION_CLASS_LABELS,
  INTERNAL_EXTERNAL_CLASS_LABELS,
  internalExternalOfOffice,
  OFFICE_CLASS_LABELS,
  regionNameOf,
  type CorporationCreate,
  type CorporationDetail,
  type InternalCreate,
  type InternalUnit,
  type OfficeClass,
  type OfficeCreate,
  type RolloverKind,
  type OfficeDetail,
  type OrganizationRow,
  type Supplier,
} from '@sdp/shared/contracts';
import type { InternalUnitCsvRow, SupplierCsvRow } from '@sdp/shared/domain';
import {
  coreDepartments,
  coreInternalUnits,
  coreOrganizationSamples,
  CORE_ORGANIZATION_GROUPS,
} from '@sdp/shared/fixtures';
import { COUNTRIES, HEADQUARTERS } from '../data/lookup';
import { groupOf, ORGANIZATION_SEED_DATE } from '../data/organizations';
import { recordTable } from './record-table';
import { SEED_YEARS } from '../data/survey-years';
import { registerStoreReset } from './registry';
import type { StoreFailure, StoreResult } from './store-result';

export type { StoreResult } from './store-result';

let internal = new Map<number, InternalUnit>();
let suppliers: Supplier[] = [];
let nextId = 1;
const ids = { peek: () => nextId, take: () => nextId++ };
const offices = recordTable<OfficeDetail, OfficeCreate>({
  key: 'office_code',
  fromInput: officeFromInput,
  ids,
});
const corporations = recordTable<CorporationDetail, CorporationCreate>({
  key: 'company_code',
  fromInput: corporationFromInput,
  ids,
});

const SEED_USER = 'U0000001';
const countryName = (code: string | null | undefined) =>
  COUNTRIES.find((country) => country.country_code === code)?.country_name ?? null;

/** Back to the core fixture set's samples (registered at the end: it reads the year's units through findDepartment). */
function resetOrganizations(): void {
  internal = new Map();
  offices.reset();
  corporations.reset();
  suppliers = [];
  nextId = 1;
  const units = coreInternalUnits(CORE_ORGANIZATION_GROUPS, SEED_YEARS);
  for (const unit of units) {
    const id = nextId++;
    internal.set(id, { ...unit, id, disc_flg: 0, version: 1 });
  }
  const samples = coreOrganizationSamples(coreDepartments(units), 3);
  const seeded = {
    notes: null,
    created_date: ORGANIZATION_SEED_DATE,
    created_user_id: SEED_USER,
    update_date: ORGANIZATION_SEED_DATE,
    update_user_id: SEED_USER,
    version: 1,
  };
  for (const sample of samples.offices) {
    const hq = findDepartment(sample.survey_fy, sample.admin_code)!;
    offices.put({
      ...sample,
      ...seeded,
      id: nextId++,
      internal_external_class: internalExternalOfOffice(sample.office_class),
      office_class_name: OFFICE_CLASS_LABELS[sample.office_class],
      supervision_name: hq.headquarter_name,
      supervision_name_eng: null,
      admin_name: hq.department_name,
      admin_name_eng: null,
      country_name: countryName(sample.country_code),
      group_code: hq.group_code,
      group_name: hq.group_name,
    });
  }
  for (const sample of samples.corporations) {
    const dept = findDepartment(sample.survey_fy, sample.department_code)!;
    corporations.put({
      ...sample,
      ...seeded,
      id: nextId++,
      company_abbreviation: null,
      region_name: regionNameOf(sample.region_code),
      country_name: countryName(sample.country_code) ?? '',
      internal_external_class_name: INTERNAL_EXTERNAL_CLASS_LABELS[sample.internal_external_class_code],
      consolidation_class_name: CONSOLIDATION_CLASS_LABELS[sample.consolidation_class_code],
      survey_target_class: 1,
      is_survey_required: true,
      exclusion_reason: null,
      group_code: dept.group_code,
      group_name: dept.group_name,
      headquarter_code: dept.headquarter_code,
      headquarter_name: dept.headquarter_name,
      department_name: dept.department_name,
    });
  }
  for (const sample of samples.suppliers) {
    suppliers.push({
      ...sample,
      id: nextId++,
      department_name: findDepartment(sample.survey_fy, sample.department_code)?.department_name ?? null,
      supplier_section_name: null,
    });
  }
}

const now = () => new Date().toISOString();
const fail = (error: StoreFailure['error'], field: string): StoreFailure => ({ ok: false, error, field });

// ---------------------------------------------------------------- internal units

export const listInternal = (year: number): InternalUnit[] =>
  [...internal.values()].filter((unit) => unit.survey_fy === year);
export const findInternal = (id: number): InternalUnit | undefined => internal.get(id);

/** The department (with group and headquarters) of a year, from its department row. */
export function findDepartment(year: number, departmentCode: string): InternalUnit | undefined {
  return listInternal(year).find((unit) => unit.department_code === departmentCode && !unit.section_code);
}

function findHeadquarter(year: number, code: string) {
  const unit = listInternal(year).find((u) => u.headquarter_code === code);
  if (unit) return unit;
  const hq = HEADQUARTERS.find((h) => h.headquarter_code === code);
  return hq && { ...hq, group_name: groupOf(hq.group_code)?.group_name ?? '' };
}

const sameUnit =
  (a: Pick<InternalUnit, 'survey_fy' | 'department_code' | 'section_code'>) => (b: InternalUnit) =>
    b.survey_fy === a.survey_fy &&
    b.department_code === a.department_code &&
    (b.section_code ?? '') === (a.section_code ?? '');

function internalFromInput(input: InternalCreate, id: number, version: number): InternalUnit {
  return {
    id,
    survey_fy: input.survey_fy,
    group_code: input.group_code,
    group_name: input.group_name,
    headquarter_code: input.headquarter_code,
    headquarter_name: input.headquarter_name,
    department_code: input.department_code,
    department_name: input.department_name,
    section_code: input.section_code || null,
    section_name: input.section_code ? (input.section_name ?? null) : null,
    disc_flg: 0,
    version,
  };
}

export function createInternal(input: InternalCreate): StoreResult<InternalUnit> {
  const unit = internalFromInput(input, nextId++, 1);
  if ([...internal.values()].some(sameUnit(unit)))
    return fail('duplicate', unit.section_code ? 'section_code' : 'department_code');
  internal.set(unit.id, unit);
  return { ok: true, value: unit };
}

export function updateInternal(
  id: number,
  version: number,
  input: InternalCreate,
): StoreResult<InternalUnit> {
  const current = internal.get(id);
  if (!current) return fail('not-found', 'id');
  if (current.version !== version) return fail('conflict', 'version');
  const unit = internalFromInput(input, id, version + 1);
  if ([...internal.values()].some((other) => other.id !== id && sameUnit(unit)(other)))
    return fail('duplicate', unit.section_code ? 'section_code' : 'department_code');
  internal.set(id, unit);
  return { ok: true, value: unit };
}

/** A department row is in use while offices, companies or suppliers of its year point at it. */
function departmentInUse(unit: InternalUnit): boolean {
  if (unit.section_code) return false;
  const code = unit.department_code;
  const year = unit.survey_fy;
  return (
    offices.all().some((o) => o.survey_fy === year && o.admin_code === code) ||
    corporations.all().some((c) => c.survey_fy === year && c.department_code === code) ||
    suppliers.some((s) => s.survey_fy === year && s.department_code === code) ||
    listInternal(year).some((u) => u.department_code === code && u.section_code !== null)
  );
}

export function deleteInternal(id: number, version: number): StoreResult<null> {
  const current = internal.get(id);
  if (!current) return fail('not-found', 'id');
  if (current.version !== version) return fail('conflict', 'version');
  if (departmentInUse(current)) return fail('in-use', 'department_code');
  internal.delete(id);
  return { ok: true, value: null };
}

/** Upload: inserts new units, renames existing ones; all rows were validated before. */
export function importInternal(rows: readonly InternalUnitCsvRow[]): number {
  for (const row of rows) {
    const input: InternalCreate = {
      ...row,
      section_code: row.section_code ?? undefined,
      section_name: row.section_name ?? undefined,
    };
    const existing = [...internal.values()].find(sameUnit({ ...row, section_code: row.section_code }));
    if (existing) internal.set(existing.id, internalFromInput(input, existing.id, existing.version + 1));
    else internal.set(nextId, internalFromInput(input, nextId++, 1));
  }
  return rows.length;
}

// ---------------------------------------------------------------- offices

function officeFromInput(
  input: OfficeCreate,
  base: Pick<OfficeDetail, 'id' | 'version' | 'created_date' | 'created_user_id'>,
  userId: string,
): OfficeDetail | StoreFailure {
  const hq = findHeadquarter(input.survey_fy, input.supervision_code);
  if (!hq) return fail('not-found', 'supervision_code');
  const dept = findDepartment(input.survey_fy, input.admin_code);
  if (!dept) return fail('not-found', 'admin_code');
  const officeClass = input.office_class as OfficeClass;
  return {
    ...base,
    survey_fy: input.survey_fy,
    internal_external_class: internalExternalOfOffice(officeClass),
    office_class: officeClass,
    office_class_name: OFFICE_CLASS_LABELS[officeClass],
    supervision_code: input.supervision_code,
    supervision_name: hq.headquarter_name,
    supervision_name_eng: input.supervision_name_eng ?? null,
    admin_code: input.admin_code,
    admin_name: dept.department_name,
    admin_name_eng: input.admin_name_eng ?? null,
    office_code: input.office_code,
    office_name: input.office_name,
    office_name_eng: input.office_name_eng ?? null,
    survey_target_class: input.survey_target_class,
    is_survey_required: input.is_survey_required,
    exclusion_reason: input.exclusion_reason ?? null,
    notes: input.notes ?? null,
    update_date: now(),
    update_user_id: userId,
    location_type: input.location_type ?? null,
    country_code: input.country_code,
    country_name: countryName(input.country_code),
    group_code: hq.group_code,
    group_name: hq.group_name,
  };
}

export const listOffices = offices.list;
export const findOffice = offices.find;
export const createOffice = offices.create;
export const updateOffice = offices.update;
export const deleteOffice = offices.remove;

// ---------------------------------------------------------------- related companies

function corporationFromInput(
  input: CorporationCreate,
  base: Pick<CorporationDetail, 'id' | 'version' | 'created_date' | 'created_user_id'>,
  userId: string,
): CorporationDetail | StoreFailure {
  const dept = findDepartment(input.survey_fy, input.department_code);
  if (!dept) return fail('not-found', 'department_code');
  return {
    ...base,
    survey_fy: input.survey_fy,
    company_code: input.company_code,
    company_name: input.company_name,
    company_name_eng: input.company_name_eng ?? null,
    company_abbreviation: input.company_abbreviation ?? null,
    company_formal_name: input.company_formal_name,
    company_formal_name_eng: input.company_formal_name_eng ?? null,
    company_formal_name_kana: input.company_formal_name_kana ?? null,
    business_content: input.business_content ?? null,
    region_code: input.region_code,
    region_name: regionNameOf(input.region_code),
    country_code: input.country_code,
    country_name: countryName(input.country_code) ?? '',
    internal_external_class_code: input.internal_external_class_code,
    internal_external_class_name: INTERNAL_EXTERNAL_CLASS_LABELS[input.internal_external_class_code],
    consolidation_class_code: input.consolidation_class_code,
    consolidation_class_name: CONSOLIDATION_CLASS_LABELS[input.consolidation_class_code],
    survey_target_class: input.survey_target_class,
    is_survey_required: input.is_survey_required,
    exclusion_reason: input.exclusion_reason ?? null,
    notes: input.notes ?? null,
    department_code: input.department_code,
    update_date: now(),
    update_user_id: userId,
    location_type: input.location_type ?? null,
    group_code: dept.group_code,
    group_name: dept.group_name,
    headquarter_code: dept.headquarter_code,
    headquarter_name: dept.headquarter_name,
    department_name: dept.department_name,
  };
}

export const listCorporations = corporations.list;
export const findCorporation = corporations.find;
export const createCorporation = corporations.create;
export const updateCorporation = corporations.update;
export const deleteCorporation = corporations.remove;

// ---------------------------------------------------------------- combined rows (export)

export function organizationRows(year: number, kind: 'office' | 'corp' | 'all'): OrganizationRow[] {
  const rows: OrganizationRow[] = [];
  if (kind !== 'corp') {
    const previous = listOffices(year - 1);
    for (const office of listOffices(year)) {
      const prev = previous.find((p) => p.office_code === office.office_code);
      const hq = findHeadquarter(year, office.supervision_code);
      rows.push({
        kind: 'office',
        survey_fy: year,
        headquarter_code: office.supervision_code,
        headquarter_name: hq?.headquarter_name ?? office.supervision_name,
        department_code: office.admin_code,
        department_name: office.admin_name,
        company_code: office.office_code,
        company_name: office.office_name,
        country_code: office.country_code,
        country_name: office.country_name,
        business_content: null,
        curr_survey_target_class: office.survey_target_class,
        curr_location_type: office.location_type,
        prev_survey_target_class: prev?.survey_target_class ?? null,
        prev_location_type: prev?.location_type ?? null,
        exclusion_reason: office.exclusion_reason,
        notes: office.notes,
      });
    }
  }
  if (kind !== 'office') {
    const previous = listCorporations(year - 1);
    for (const corp of listCorporations(year)) {
      const prev = previous.find((p) => p.company_code === corp.company_code);
      rows.push({
        kind: 'corp',
        survey_fy: year,
        headquarter_code: corp.headquarter_code,
        headquarter_name: corp.headquarter_name,
        department_code: corp.department_code,
        department_name: corp.department_name,
        company_code: corp.company_code,
        company_name: corp.company_name,
        country_code: corp.country_code,
        country_name: corp.country_name,
        business_content: corp.business_content,
        curr_survey_target_class: corp.survey_target_class,
        curr_location_type: corp.location_type,
        prev_survey_target_class: prev?.survey_target_class ?? null,
        prev_location_type: prev?.location_type ?? null,
        exclusion_reason: corp.exclusion_reason,
        notes: corp.notes,
      });
    }
  }
  return rows;
}

// ---------------------------------------------------------------- suppliers

export const listSuppliers = (year: number): Supplier[] => suppliers.filter((s) => s.survey_fy === year);

/** Upload: the file's rows replace those of the survey years it contains. */
export function replaceSuppliers(rows: readonly SupplierCsvRow[]): number {
  const years = new Set(rows.map((row) => row.survey_fy));
  suppliers = suppliers.filter((s) => !years.has(s.survey_fy));
  for (const row of rows) {
    suppliers.push({
      ...row,
      id: nextId++,
      department_name: findDepartment(row.survey_fy, row.department_code)?.department_name ?? null,
    });
  }
  return rows.length;
}

// ---------------------------------------------------------------- roll-over (DESIGN.md §7)

/** What a roll-over of `year` copies, per kind, as the server counts it. */
export function rolloverCounts(year: number): Record<RolloverKind, number> {
  const classed = (row: { survey_target_class: number | null }) => row.survey_target_class !== null;
  return {
    internal_units: listInternal(year).length,
    offices: offices.list(year).length,
    corporations: corporations.list(year).length,
    survey_targets:
      offices.list(year).filter(classed).length + corporations.list(year).filter(classed).length,
    suppliers: listSuppliers(year).length,
  };
}

/** Copies a year's units, offices, companies (with their survey target classes) and clients into the next. */
export function rollOverOrganizations(from: number, to: number, userId: string): void {
  const stamp = {
    version: 1,
    created_date: now(),
    created_user_id: userId,
    updated_date: now(),
    updated_user_id: userId,
  };
  for (const unit of listInternal(from)) {
    const id = nextId++;
    internal.set(id, { ...unit, id, survey_fy: to, version: 1 });
  }
  for (const office of offices.list(from)) offices.put({ ...office, ...stamp, id: nextId++, survey_fy: to });
  for (const corp of corporations.list(from))
    corporations.put({ ...corp, ...stamp, id: nextId++, survey_fy: to });
  suppliers = [...suppliers, ...listSuppliers(from).map((row) => ({ ...row, id: nextId++, survey_fy: to }))];
}

registerStoreReset(resetOrganizations);
