import type { CorporationDetail, OfficeDetail, OrganizationRow } from '@sdp/shared/contracts';

/** The records of a survey year and of the year before it. */
export interface YearAndPrevious<T> {
  current: readonly T[];
  previous: readonly T[];
}

type Common = Pick<
  OrganizationRow,
  'curr_survey_target_class' | 'curr_location_type' | 'exclusion_reason' | 'notes'
>;

const surveyOf = (record: {
  survey_target_class: number | null;
  location_type: number | null;
  exclusion_reason: string | null;
  notes: string | null;
}): Common => ({
  curr_survey_target_class: record.survey_target_class,
  curr_location_type: record.location_type,
  exclusion_reason: record.exclusion_reason,
  notes: record.notes,
});

/** Each record with the same code's record of the year before (its class and location). */
function withPrevious<T extends { survey_target_class: number | null; location_type: number | null }>(
  records: YearAndPrevious<T>,
  codeOf: (record: T) => string,
  toRow: (record: T) => Omit<OrganizationRow, 'prev_survey_target_class' | 'prev_location_type'>,
): OrganizationRow[] {
  const previous = new Map(records.previous.map((record) => [codeOf(record), record]));
  return records.current.map((record) => {
    const prev = previous.get(codeOf(record));
    return {
      ...toRow(record),
      prev_survey_target_class: prev?.survey_target_class ?? null,
      prev_location_type: prev?.location_type ?? null,
    };
  });
}

/**
 * The combined office / related company rows of the organisation export (spec §3 "Organisation row"): offices
 * first, each with the previous year's survey target class and location type of the same code.
 */
export const organizationRows = (
  offices: YearAndPrevious<OfficeDetail>,
  corporations: YearAndPrevious<CorporationDetail>,
): OrganizationRow[] => [
  ...withPrevious(
    offices,
    (office) => office.office_code,
    (office) => ({
      kind: 'office',
      survey_fy: office.survey_fy,
      headquarter_code: office.supervision_code,
      headquarter_name: office.supervision_name,
      department_code: office.admin_code,
      department_name: office.admin_name,
      company_code: office.office_code,
      company_name: office.office_name,
      country_code: office.country_code,
      country_name: office.country_name,
      business_content: null,
      ...surveyOf(office),
    }),
  ),
  ...withPrevious(
    corporations,
    (corp) => corp.company_code,
    (corp) => ({
      kind: 'corp',
      survey_fy: corp.survey_fy,
      headquarter_code: corp.headquarter_code,
      headquarter_name: corp.headquarter_name,
      department_code: corp.department_code,
      department_name: corp.department_name,
      company_code: corp.company_code,
      company_name: corp.company_name,
      country_code: corp.country_code,
      country_name: corp.country_name,
      business_content: corp.business_content,
      ...surveyOf(corp),
    }),
  ),
];
