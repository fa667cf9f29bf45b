import { z } from 'zod';
import { cleanText, multiLine, searchText } from './text';
import {
  APPLICATION_STATUSES,
  HISTORY_ACTIONS,
  PROCESS_TYPES,
  USER_STATUSES,
  type ApplicationStatus,
  type HistoryAction,
  type ProcessType,
  type UserStatus,
} from './user-codes';
import { isCalendarDate, PATTERNS } from '@sdp/shared/rules';
import { pageInfoSchema, pageQuerySchema, queryIntSchema } from './common';

const oneOf = <T extends number>(values: readonly T[]) =>
  z
    .number()
    .int()
    .refine((value): value is T => (values as readonly number[]).includes(value));

export const userStatusSchema = oneOf<UserStatus>(USER_STATUSES);
export const applicationStatusSchema = oneOf<ApplicationStatus>(APPLICATION_STATUSES);
export const processTypeSchema = oneOf<ProcessType>(PROCESS_TYPES);
export const historyActionSchema = oneOf<HistoryAction>(HISTORY_ACTIONS);

/* ---------- answers ---------- */

/** A user as listed (spec §3 "User (list)"); English names end in `_eng` like the office fields. */
export const userRowSchema = z.object({
  user_id: z.string(),
  organization_id: z.string().nullable(),
  office_class: z.number().int().nullable(),
  office_class_name: z.string().nullable(),
  org_group_code: z.string().nullable(),
  org_group_name: z.string().nullable(),
  org_group_name_eng: z.string().nullable(),
  headquarter_code: z.string().nullable(),
  headquarter_name: z.string().nullable(),
  headquarter_name_eng: z.string().nullable(),
  office_code: z.string().nullable(),
  office_name: z.string().nullable(),
  office_name_eng: z.string().nullable(),
  surname: z.string(),
  given_name: z.string(),
  surname_kana: z.string().nullable(),
  given_name_kana: z.string().nullable(),
  mail: z.string(),
  authority_group_id: z.string().nullable(),
  authority_group: z.string().nullable(),
  note: z.string().nullable(),
  /** 利用期限: the last day (Japan time, `YYYY-MM-DD`) the user may sign in; null = no limit. */
  access_until: z.string().nullable(),
  apply_date: z.string().nullable(),
  accept_date: z.string().nullable(),
  status: z.number().int(),
});
export type UserRow = z.infer<typeof userRowSchema>;

/** An application row: the applied-for values, with the application's own status. */
export const applicationRowSchema = userRowSchema.extend({
  apply_index: z.number().int(),
  process_type: z.number().int(),
  apply_user_id: z.string(),
  apply_user_surname: z.string().nullable(),
  apply_user_given_name: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

export const userListResponseSchema = pageInfoSchema.extend({ users: z.array(userRowSchema) });
export const applicationListResponseSchema = pageInfoSchema.extend({
  applications: z.array(applicationRowSchema),
});

export const commentEntrySchema = z.object({
  comment_user_id: z.string(),
  surname: z.string().nullable(),
  given_name: z.string().nullable(),
  comment: z.string().nullable(),
  created_date: z.string(),
  action: z.number().int(),
});
export type CommentEntry = z.infer<typeof commentEntrySchema>;

export const applyHistorySchema = z.object({
  apply_index: z.number().int(),
  process_type: z.number().int(),
  /** The application's status (an addition to the spec's fields, so the timeline can say how it ended). */
  status: z.number().int(),
  apply_history_list: z.array(commentEntrySchema),
});
export type ApplyHistory = z.infer<typeof applyHistorySchema>;

export const userDetailSchema = userRowSchema.extend({
  register_date: z.string().nullable(),
  last_apply_user_id: z.string().nullable(),
  last_apply_surname: z.string().nullable(),
  last_apply_given_name: z.string().nullable(),
  /** The user's version: update and remove send it back. */
  version: z.number().int(),
  /** The application still in progress (pending or remanded), if any. */
  current_apply_index: z.number().int().nullable(),
  all_apply_history_list: z.array(applyHistorySchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/**
 * One application: the applied-for values over the user detail. `status` and `version` are the application's;
 * `user_status` is the user's. `current` holds the user's present values for a change application.
 */
export const applicationDetailSchema = userDetailSchema.extend({
  apply_index: z.number().int(),
  process_type: z.number().int(),
  apply_user_id: z.string(),
  apply_user_surname: z.string().nullable(),
  apply_user_given_name: z.string().nullable(),
  user_status: z.number().int(),
  apply_history_list: z.array(commentEntrySchema),
  current: userRowSchema.nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const licensingResponseSchema = z.object({
  active_licensing_num: z.number().int(),
  in_use_licensing_num: z.number().int(),
  remaining_licensing_num: z.number().int(),
});
export type LicensingResponse = z.infer<typeof licensingResponseSchema>;

export const userActionResponseSchema = z.object({
  user_id: z.string(),
  apply_index: z.number().int(),
  status: z.number().int(),
  version: z.number().int(),
});
export type UserActionResponse = z.infer<typeof userActionResponseSchema>;

/* ---------- queries ---------- */

const listFilters = {
  name: searchText(100).optional(),
  kana: searchText(100).optional(),
  mail: searchText(100).optional(),
  /** Code or name of the group, headquarters or office (partial match). */
  organization: searchText(100).optional(),
  authority_group_id: z.string().max(30).optional(),
  status: queryIntSchema(0, 9).optional(),
};
/** The filters the user list, the application lists and their exports share. */
export type UserListFilterValues = z.infer<z.ZodObject<typeof listFilters>>;

export const USER_SORT_KEYS = [
  'user_id',
  'surname_kana',
  'mail',
  'org_group_code',
  'apply_date',
  'accept_date',
  'status',
] as const;
export const APPLICATION_SORT_KEYS = [...USER_SORT_KEYS, 'apply_index', 'process_type'] as const;

export const userListQuerySchema = pageQuerySchema.extend({
  ...listFilters,
  sort: z.enum(USER_SORT_KEYS).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** `scope=approval`: the approver's queue (pending applications); `application` (default): every application. */
export const APPLICATION_SCOPES = ['application', 'approval'] as const;
export const applicationListQuerySchema = pageQuerySchema.extend({
  ...listFilters,
  process_type: queryIntSchema(1, 3).optional(),
  scope: z.enum(APPLICATION_SCOPES).default('application'),
  sort: z.enum(APPLICATION_SORT_KEYS).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** Export takes the list's filters and sort without paging. */
export const userExportQuerySchema = userListQuerySchema.omit({ page: true, per_page: true });
export const applicationExportQuerySchema = applicationListQuerySchema.omit({ page: true, per_page: true });

export const userIdParamSchema = z.object({ id: z.string().min(1).max(20) });
export const applicationParamSchema = z.object({
  id: z.string().min(1).max(20),
  applyIndex: queryIntSchema(1, 2_147_483_647),
});

/* ---------- action bodies ---------- */

const personName = z
  .string()
  .min(1)
  .max(100)
  .refine((value) => value === value.trim(), 'no leading or trailing spaces')
  .superRefine(cleanText());
const kana = z.string().min(1).max(100).regex(PATTERNS.katakana);
const optionalText = z.string().max(100).superRefine(cleanText()).optional();

/** Fields an editor fills in (registration, change, reapplication). Names of codes are display hints only. */
export const userFieldsSchema = z.object({
  surname: personName,
  given_name: personName,
  surname_kana: kana,
  given_name_kana: kana,
  mail: z.string().min(1).max(100).regex(PATTERNS.email),
  org_group_code: z.string().min(1).max(3).regex(PATTERNS.halfAlnum),
  org_group_name: optionalText,
  headquarter_code: z.string().max(4).regex(PATTERNS.halfAlnum).optional(),
  headquarter_name: optionalText,
  office_code: z.string().max(8).regex(PATTERNS.halfAlnumHyphen).optional(),
  office_name: optionalText,
  office_class: z.number().int().min(1).max(3).optional(),
  authority_group_id: z.string().min(1).max(30),
  note: z.string().max(100).superRefine(cleanText('multi')).optional(),
  /** 利用期限 `YYYY-MM-DD` (Japan time); null or absent = no limit. */
  access_until: z.string().refine(isCalendarDate).nullable().optional(),
});
export type UserFields = z.infer<typeof userFieldsSchema>;

const comment = z.string().max(100).superRefine(cleanText('multi')).optional();
const userId = z.string().min(1).max(20);
const version = z.number().int();

export const userRegistRequestSchema = userFieldsSchema.extend({ comment });
export type UserRegistRequest = z.infer<typeof userRegistRequestSchema>;

/** A change application: the user's version guards against applying over newer data. */
export const userUpdateRequestSchema = userFieldsSchema.extend({ user_id: userId, version, comment });
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

export const userRemoveRequestSchema = z.object({ user_id: userId, version, comment });
export type UserRemoveRequest = z.infer<typeof userRemoveRequestSchema>;

/** Actions on an application send back the application's version. */
const applicationRef = { user_id: userId, apply_index: z.number().int().min(1), version };

export const userRetryRequestSchema = userFieldsSchema.extend({ ...applicationRef, comment });
export type UserRetryRequest = z.infer<typeof userRetryRequestSchema>;

export const userDecisionRequestSchema = z.object({ ...applicationRef, comment });
export type UserDecisionRequest = z.infer<typeof userDecisionRequestSchema>;

/** Remanding needs a comment that tells the applicant what to fix. */
export const userRemandRequestSchema = z.object({
  ...applicationRef,
  comment: multiLine(100).min(1),
});
export type UserRemandRequest = z.infer<typeof userRemandRequestSchema>;
