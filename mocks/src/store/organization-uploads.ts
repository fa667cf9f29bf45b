import type { CorporationCreate, OfficeCreate } from '@sdp/shared/contracts';
import {
  CORPORATION_CSV,
  csvRecordKey,
  csvRowOf,
  OFFICE_CSV,
  type CorporationCsvRow,
  type CsvImportDefinition,
  type CsvValue,
  type OfficeCsvRow,
} from '@sdp/shared/domain';
import * as store from './organizations';
import { listSurveyResults } from './surveys';
import { listVehicles } from './vehicles';

type Survey = Pick<OfficeCreate, 'location_type' | 'survey_target_class' | 'is_survey_required'> & {
  exclusion_reason?: string;
  notes?: string;
};

/** The survey columns of a CSV row as the create forms send them. */
const surveyOf = (row: OfficeCsvRow | CorporationCsvRow): Survey => ({
  location_type: (row.location_type ?? undefined) as OfficeCreate['location_type'],
  survey_target_class: row.survey_target_class as OfficeCreate['survey_target_class'],
  is_survey_required: row.is_survey_required === 'true',
  exclusion_reason: row.exclusion_reason ?? undefined,
  notes: row.notes ?? undefined,
});

const officeInput = (row: OfficeCsvRow): OfficeCreate => ({
  survey_fy: row.survey_fy,
  office_class: row.office_class as OfficeCreate['office_class'],
  supervision_code: row.supervision_code,
  supervision_name_eng: row.supervision_name_eng ?? undefined,
  admin_code: row.admin_code,
  admin_name_eng: row.admin_name_eng ?? undefined,
  office_code: row.office_code,
  office_name: row.office_name,
  office_name_eng: row.office_name_eng ?? undefined,
  country_code: row.country_code,
  ...surveyOf(row),
});

const corporationInput = (row: CorporationCsvRow): CorporationCreate => ({
  survey_fy: row.survey_fy,
  company_code: row.company_code,
  company_name: row.company_name,
  company_name_eng: row.company_name_eng ?? undefined,
  company_abbreviation: row.company_abbreviation ?? undefined,
  company_formal_name: row.company_formal_name,
  company_formal_name_eng: row.company_formal_name_eng ?? undefined,
  company_formal_name_kana: row.company_formal_name_kana ?? undefined,
  business_content: row.business_content ?? undefined,
  region_code: row.region_code as CorporationCreate['region_code'],
  country_code: row.country_code,
  internal_external_class_code:
    row.internal_external_class_code as CorporationCreate['internal_external_class_code'],
  consolidation_class_code: row.consolidation_class_code as CorporationCreate['consolidation_class_code'],
  department_code: row.department_code,
  ...surveyOf(row),
});

interface Kind<
  T extends Record<string, CsvValue>,
  R extends { id: number; version: number; survey_fy: number },
> {
  definition: CsvImportDefinition<T>;
  list: (year: number) => R[];
  create: (row: T, userId: string) => unknown;
  update: (record: R, row: T, userId: string) => unknown;
  remove: (record: R) => unknown;
}

/** Same as the server: the file replaces its years; a stored record is rewritten only when a column differs. */
function replace<
  T extends Record<string, CsvValue>,
  R extends { id: number; version: number; survey_fy: number },
>(kind: Kind<T, R>, rows: readonly T[], userId: string): void {
  const incoming = new Map(rows.map((row) => [csvRecordKey(kind.definition, row), row]));
  for (const year of new Set(rows.map((row) => row.survey_fy as number)))
    for (const record of kind.list(year)) {
      const stored = csvRowOf(kind.definition, record);
      const row = incoming.get(csvRecordKey(kind.definition, stored));
      incoming.delete(csvRecordKey(kind.definition, stored));
      if (!row) kind.remove(record);
      else if (JSON.stringify(stored) !== JSON.stringify(csvRowOf(kind.definition, row)))
        kind.update(record, row, userId);
    }
  for (const row of incoming.values()) kind.create(row, userId);
}

export const replaceOffices = (rows: readonly OfficeCsvRow[], userId: string): void =>
  replace(
    {
      definition: OFFICE_CSV,
      list: store.listOffices,
      create: (row, user) => store.createOffice(officeInput(row), user),
      update: (record, row, user) => store.updateOffice(record.id, record.version, officeInput(row), user),
      remove: (record) => store.deleteOffice(record.id, record.version),
    },
    rows,
    userId,
  );

export const replaceCorporations = (rows: readonly CorporationCsvRow[], userId: string): void =>
  replace(
    {
      definition: CORPORATION_CSV,
      list: store.listCorporations,
      create: (row, user) => store.createCorporation(corporationInput(row), user),
      update: (record, row, user) =>
        store.updateCorporation(record.id, record.version, corporationInput(row), user),
      remove: (record) => store.deleteCorporation(record.id, record.version),
    },
    rows,
    userId,
  );

/** The server's W-004 rule: an office with vehicles or survey results, a company with survey results. */
export const officeInUse = (year: number, code: string): boolean =>
  listVehicles(year).some((vehicle) => vehicle.office_code === code) ||
  listSurveyResults(year).some((result) => result.kind === 'office' && result.code === code);

export const corporationInUse = (year: number, code: string): boolean =>
  listSurveyResults(year).some((result) => result.kind === 'corp' && result.code === code);
