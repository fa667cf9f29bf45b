import type { CorporationCsvRow, OfficeCsvRow } from './office-csv';
import type { CsvRowValidator } from './validate';

/** The master data an office or company row is checked against (the server reads it from the database). */
export interface OrganizationMasters {
  /** The headquarters of a department of the year, undefined when the year has no such department. */
  headquarterOf: (surveyFy: number, departmentCode: string) => string | undefined;
  countryExists: (countryCode: string) => boolean;
}

type Row = OfficeCsvRow | CorporationCsvRow;

/** The forms' rule: a unit not to be surveyed says why. */
function checkReason<T extends Row>(record: T, line: number, validator: CsvRowValidator<T>) {
  if (record.is_survey_required === 'false' && !record.exclusion_reason)
    validator.add({
      line,
      field: 'exclusion_reason',
      reason: 'REQUIRED',
      message: '対象外理由: 調査要否が「否」の場合は必須です',
    });
}

function checkCountry<T extends Row>(
  masters: OrganizationMasters,
  record: T,
  line: number,
  validator: CsvRowValidator<T>,
) {
  if (!masters.countryExists(record.country_code))
    validator.add({
      line,
      field: 'country_code',
      reason: 'INVALID_VALUE',
      message: `国コード: 存在しない国コードです（${record.country_code}）`,
    });
}

const noDepartment = (header: string, record: Row) =>
  `${header}: ${record.survey_fy}年度に存在しない部コードです`;

/** An office row's codes against the year's internal units and the countries (as the office form checks them). */
export const checkOfficeRow =
  (masters: OrganizationMasters) =>
  (record: OfficeCsvRow, line: number, validator: CsvRowValidator<OfficeCsvRow>): void => {
    const headquarter = masters.headquarterOf(record.survey_fy, record.admin_code);
    if (headquarter === undefined)
      validator.add({
        line,
        field: 'admin_code',
        reason: 'INVALID_VALUE',
        message: noDepartment('管理部コード', record),
      });
    else if (headquarter !== record.supervision_code)
      validator.add({
        line,
        field: 'supervision_code',
        reason: 'INVALID_VALUE',
        message: `統括本部コード: 管理部（${record.admin_code}）の本部は ${headquarter} です`,
      });
    checkCountry(masters, record, line, validator);
    checkReason(record, line, validator);
  };

/** A company row's department and country (as the company form checks them). */
export const checkCorporationRow =
  (masters: OrganizationMasters) =>
  (record: CorporationCsvRow, line: number, validator: CsvRowValidator<CorporationCsvRow>): void => {
    if (masters.headquarterOf(record.survey_fy, record.department_code) === undefined)
      validator.add({
        line,
        field: 'department_code',
        reason: 'INVALID_VALUE',
        message: noDepartment('部コード', record),
      });
    checkCountry(masters, record, line, validator);
    checkReason(record, line, validator);
  };

/** Keys listed in the W-004 answer of an upload that would remove rows still in use. */
export const LISTED_IN_USE = 5;

/** The W-004 message of such an upload: the first keys (year/code), and ほか when there are more. */
export const removalsInUseMessage = (header: string, keys: readonly string[]): string =>
  `ファイルにない${header}のうち、他のデータ（車両・調査結果など）で使用されているものは削除できません：` +
  `${keys.slice(0, LISTED_IN_USE).join('、')}${keys.length > LISTED_IN_USE ? ' ほか' : ''}`;
