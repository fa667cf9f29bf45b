import {
  APPLICATION_STATUS_LABELS,
  PROCESS_TYPE_LABELS,
  USER_STATUS_LABELS,
  type ApplicationStatus,
  type ProcessType,
  type UserStatus,
} from '@sdp/shared/domain';

// Japan time, one format for the lists, the details and the CSV exports.
export { formatJapanDate as formatDate, formatJapanDateTime as formatDateTime } from '@sdp/shared/domain';

export const fullName = (surname: string | null | undefined, givenName: string | null | undefined): string =>
  [surname, givenName].filter(Boolean).join(' ');

export const userStatusLabel = (status: number): string =>
  USER_STATUS_LABELS[status as UserStatus] ?? String(status);
export const applicationStatusLabel = (status: number): string =>
  APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? String(status);
export const processTypeLabel = (type: number): string =>
  PROCESS_TYPE_LABELS[type as ProcessType] ?? String(type);

/** The organisation as one line: group / headquarters / office. */
export const organizationLabel = (row: {
  orgGroupName: string | null;
  orgGroupCode: string | null;
  headquarterName: string | null;
  headquarterCode: string | null;
  officeName: string | null;
  officeCode: string | null;
}): string =>
  [
    row.orgGroupName ?? row.orgGroupCode,
    row.headquarterName ?? row.headquarterCode,
    row.officeName ?? row.officeCode,
  ]
    .filter(Boolean)
    .join(' / ');
