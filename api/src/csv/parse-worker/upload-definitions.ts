import {
  CORPORATION_CSV,
  INTERNAL_UNIT_CSV,
  OFFICE_CSV,
  SUPPLIER_CSV,
  SURVEY_RESULT_CSV,
  VEHICLE_CSV,
  type CsvImportDefinition,
  type CsvValue,
} from '@sdp/shared/domain';

/**
 * The definitions the CSV worker reads by: a definition holds functions (its rules, duplicateField), so the worker
 * is told a name and takes the same shared object from its own import.
 */
const UPLOAD_DEFINITIONS: Readonly<Record<string, object>> = {
  corporation: CORPORATION_CSV,
  internal_unit: INTERNAL_UNIT_CSV,
  office: OFFICE_CSV,
  supplier: SUPPLIER_CSV,
  survey_result: SURVEY_RESULT_CSV,
  vehicle: VEHICLE_CSV,
};

/** The name the worker knows `definition` by; undefined for one it does not (read in the caller's thread). */
export function definitionName<T extends Record<string, CsvValue>>(
  definition: CsvImportDefinition<T>,
): string | undefined {
  return Object.keys(UPLOAD_DEFINITIONS).find((name) => UPLOAD_DEFINITIONS[name] === definition);
}

export function definitionNamed(name: string): CsvImportDefinition<Record<string, CsvValue>> {
  const definition = UPLOAD_DEFINITIONS[name];
  if (!definition) throw new Error(`no CSV definition named ${name}`);
  return definition as CsvImportDefinition<Record<string, CsvValue>>;
}
