import { canAccess } from './access';
import { ASSURANCE_VIEWER_ROLE } from './roles';

/**
 * Who reads a kept upload (DESIGN.md §8 "Uploads are evidence"): whoever may read the data its kind replaces, i.e.
 * opens that data's list page. Keyed by the upload's kind (its audit entity).
 */
export const UPLOAD_READ_ROUTE = {
  vehicle: 'vehicle-vehicle-upload',
  survey_result: 'maintenance-sustainability-survey-upload',
  internal_unit: 'maintenance-organization-list',
  office: 'maintenance-organization-list-office',
  corporation: 'maintenance-organization-list-consolidated',
  supplier: 'maintenance-client-list',
} as const;
export type UploadKind = keyof typeof UPLOAD_READ_ROUTE;
export const UPLOAD_KINDS = Object.keys(UPLOAD_READ_ROUTE) as [UploadKind, ...UploadKind[]];

export const isUploadKind = (value: string): value is UploadKind => Object.hasOwn(UPLOAD_READ_ROUTE, value);

/** Whether a caller with these roles may list and download uploads of a kind: the verifier reads every kind. */
export const uploadReadableBy = (kind: UploadKind, roles: readonly string[]): boolean =>
  roles.includes(ASSURANCE_VIEWER_ROLE) || canAccess(UPLOAD_READ_ROUTE[kind], roles);

/** The kinds a caller may read (a list without `kind` shows these). */
export const readableUploadKinds = (roles: readonly string[]): UploadKind[] =>
  UPLOAD_KINDS.filter((kind) => uploadReadableBy(kind, roles));
