import { MESSAGES, ORGANIZATION_UPLOAD_KINDS, type OrganizationUploadKind } from '@sdp/shared/contracts';
import {
  checkCorporationRow,
  checkOfficeRow,
  CORPORATION_CSV,
  csvRowOf,
  exportColumnsOf,
  exportFileName,
  INTERNAL_UNIT_CSV,
  OFFICE_CSV,
  removalsInUseMessage,
  type OrganizationMasters,
} from '@sdp/shared/domain';
import { COUNTRIES } from '../data/lookup';
import { csvResponse, errorResponse, requireRoles, type MockSession } from '../lib/index';
import * as store from '../store/organizations';
import * as uploads from '../store/organization-uploads';
import { answerCsvUpload } from './csv-upload';

const UPLOAD_PAGE: Record<OrganizationUploadKind, string> = {
  internal: 'maintenance-organization-registration',
  office: 'maintenance-organization-office-registration',
  corp: 'maintenance-organization-consolidated-registration',
};

const MASTERS: OrganizationMasters = {
  headquarterOf: (year, code) => store.findDepartment(year, code)?.headquarter_code,
  countryExists: (code) => COUNTRIES.some((country) => country.country_code === code),
};

const inUseAnswer = (field: string, header: string, keys: string[]) =>
  keys.length === 0
    ? undefined
    : errorResponse(400, 'W-004', removalsInUseMessage(header, keys), { [field]: 'IN_USE_ERROR' });

/** POST /organizations/upload/csv as the server answers it, for each `kind`. */
export async function answerOrganizationUpload(request: Request, session: MockSession): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('kind') ?? 'internal';
  const kind = ORGANIZATION_UPLOAD_KINDS.find((known) => known === raw);
  if (!kind) return errorResponse(400, 'W-001-3', MESSAGES.invalidValue, { kind: 'INVALID_VALUE' });
  const denied = requireRoles(session, [UPLOAD_PAGE[kind]]);
  if (denied) return denied;
  if (kind === 'internal')
    return answerCsvUpload(
      request,
      INTERNAL_UNIT_CSV,
      {
        stored: (years) => years.flatMap((year) => store.listInternal(year)),
        apply: (records) => store.importInternal(records),
      },
      { entity: 'internal_unit', session },
    );
  const user = session.account.user_id;
  if (kind === 'office')
    return answerCsvUpload(
      request,
      OFFICE_CSV,
      {
        stored: (years) =>
          years.flatMap((year) => store.listOffices(year).map((o) => csvRowOf(OFFICE_CSV, o))),
        apply: (records) => uploads.replaceOffices(records, user),
        check: checkOfficeRow(MASTERS),
        refuseRemoved: (removed) =>
          inUseAnswer(
            'office_code',
            '事業所コード',
            removed
              .filter((row) => uploads.officeInUse(row.survey_fy, row.office_code))
              .map((row) => `${row.survey_fy}/${row.office_code}`),
          ),
      },
      { entity: 'office', session },
    );
  return answerCsvUpload(
    request,
    CORPORATION_CSV,
    {
      stored: (years) =>
        years.flatMap((year) => store.listCorporations(year).map((c) => csvRowOf(CORPORATION_CSV, c))),
      apply: (records) => uploads.replaceCorporations(records, user),
      check: checkCorporationRow(MASTERS),
      refuseRemoved: (removed) =>
        inUseAnswer(
          'company_code',
          '会社コード',
          removed
            .filter((row) => uploads.corporationInUse(row.survey_fy, row.company_code))
            .map((row) => `${row.survey_fy}/${row.company_code}`),
        ),
    },
    { entity: 'corporation', session },
  );
}

const byCode =
  <T>(code: (record: T) => string) =>
  (a: T, b: T) =>
    code(a).localeCompare(code(b));

/** GET /organizations/info/export for `office` and `corp`: the upload's columns, in code order. */
export function officeOrCorporationExport(kind: 'office' | 'corp', year: number): Response {
  if (kind === 'office') {
    const rows = store.listOffices(year).sort(byCode((o) => o.office_code));
    return csvResponse(
      exportColumnsOf(OFFICE_CSV),
      rows.map((o) => csvRowOf(OFFICE_CSV, o)),
      exportFileName(OFFICE_CSV.fileName, year),
    );
  }
  const rows = store.listCorporations(year).sort(byCode((c) => c.company_code));
  return csvResponse(
    exportColumnsOf(CORPORATION_CSV),
    rows.map((c) => csvRowOf(CORPORATION_CSV, c)),
    exportFileName(CORPORATION_CSV.fileName, year),
  );
}
