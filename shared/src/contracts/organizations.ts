import { z } from 'zod';
import { multiLine, searchText, singleLine } from './text';
import { PATTERNS } from '@sdp/shared/rules';
import {
  pageInfoSchema,
  pageQuerySchema,
  queryIntSchema,
  sortQuery,
  surveyFyParamSchema,
  surveyFySchema,
} from './common';
import { csvUploadQuerySchema } from './csv-upload';
import {
  CONSOLIDATION_CLASS_CODES,
  INTERNAL_EXTERNAL_CLASS_CODES,
  INTERNAL_EXTERNAL_LABELS,
  REGION_CODES,
} from './organization-labels';
import { CORPORATION_SORT_KEYS, INTERNAL_UNIT_SORT_KEYS, OFFICE_SORT_KEYS } from './constants';

export * from './organization-labels';

/* Organisation master (spec §3, DESIGN.md §4): internal units, offices and related companies, per survey year. */

const code = (max: number, pattern: RegExp) => z.string().trim().min(1).max(max).regex(pattern);
const name = singleLine(100).min(1);
const optionalText = singleLine(100).optional();
const optionalNotes = multiLine(100).optional();
const engName = z.string().trim().max(100).regex(PATTERNS.halfWidth).optional();

export const groupCodeSchema = code(3, PATTERNS.halfAlnum);
export const headquarterCodeSchema = code(4, PATTERNS.halfAlnum);
export const departmentCodeSchema = code(5, PATTERNS.halfAlnum);
export const sectionCodeSchema = code(8, PATTERNS.halfAlnum);
export const officeCodeSchema = code(8, PATTERNS.halfAlnumHyphen);
export const companyCodeSchema = code(8, PATTERNS.halfDigits);
export const countryCodeSchema = z.string().regex(PATTERNS.countryCode);

/** Path parameter of every detail call. */
export const idParamSchema = z.object({ id: queryIntSchema(1, 2_147_483_647) });
export const deleteBodySchema = z.object({ id: z.number().int().positive(), version: z.number().int() });
export type DeleteBody = z.infer<typeof deleteBodySchema>;

// ---------------------------------------------------------------- internal units

export const internalUnitSchema = z.object({
  id: z.number().int(),
  survey_fy: z.number().int(),
  group_code: z.string(),
  group_name: z.string(),
  headquarter_code: z.string(),
  headquarter_name: z.string(),
  department_code: z.string(),
  department_name: z.string(),
  section_code: z.string().nullable(),
  section_name: z.string().nullable(),
  disc_flg: z.number().int(),
  version: z.number().int(),
});
export type InternalUnit = z.infer<typeof internalUnitSchema>;
/** An internal unit as uploaded and exported: the answer without its id, version and discontinued flag. */
export type InternalUnitRecord = Omit<InternalUnit, 'id' | 'version' | 'disc_flg'>;

export const internalListQuerySchema = pageQuerySchema.extend({
  ...sortQuery(INTERNAL_UNIT_SORT_KEYS),
  survey_fy: surveyFyParamSchema,
  group_code: z.string().max(3).optional(),
  headquarter_code: z.string().max(4).optional(),
  keyword: searchText(100).optional(),
});
export type InternalListQuery = z.infer<typeof internalListQuerySchema>;
export const internalListResponseSchema = pageInfoSchema.extend({
  organizations: z.array(internalUnitSchema),
});

const internalFields = {
  survey_fy: surveyFySchema,
  group_code: groupCodeSchema,
  group_name: name,
  headquarter_code: headquarterCodeSchema,
  headquarter_name: name,
  department_code: departmentCodeSchema,
  department_name: name,
  section_code: sectionCodeSchema.optional(),
  section_name: optionalText,
};
const sectionNeedsName = <T extends { section_code?: string; section_name?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.section_code && !value.section_name)
    ctx.addIssue({ code: 'custom', path: ['section_name'], message: 'REQUIRED' });
};
export const internalCreateSchema = z.object(internalFields).superRefine(sectionNeedsName);
export type InternalCreate = z.infer<typeof internalCreateSchema>;
export const internalUpdateSchema = z
  .object({ id: z.number().int().positive(), version: z.number().int(), ...internalFields })
  .superRefine(sectionNeedsName);
export type InternalUpdate = z.infer<typeof internalUpdateSchema>;

/** Departments of a year for the cascading selects (group → headquarters → department). */
export const departmentItemSchema = z.object({
  group_code: z.string(),
  group_name: z.string(),
  headquarter_code: z.string(),
  headquarter_name: z.string(),
  department_code: z.string(),
  department_name: z.string(),
});
export const departmentsQuerySchema = z.object({
  survey_fy: surveyFyParamSchema,
  group_code: z.string().max(3).optional(),
  headquarter_code: z.string().max(4).optional(),
});
export const departmentsResponseSchema = z.object({ departments: z.array(departmentItemSchema) });

// ---------------------------------------------------------------- offices

const auditColumns = {
  created_date: z.string(),
  created_user_id: z.string().nullable(),
  update_date: z.string(),
  update_user_id: z.string().nullable(),
};

export const officeSchema = z.object({
  id: z.number().int(),
  survey_fy: z.number().int(),
  internal_external_class: z.enum(INTERNAL_EXTERNAL_LABELS),
  office_class: z.number().int(),
  office_class_name: z.string(),
  supervision_code: z.string(),
  supervision_name: z.string(),
  supervision_name_eng: z.string().nullable(),
  admin_code: z.string(),
  admin_name: z.string(),
  admin_name_eng: z.string().nullable(),
  office_code: z.string(),
  office_name: z.string(),
  office_name_eng: z.string().nullable(),
  survey_target_class: z.number().int().nullable(),
  is_survey_required: z.boolean(),
  exclusion_reason: z.string().nullable(),
  notes: z.string().nullable(),
  ...auditColumns,
  version: z.number().int(),
});
export type Office = z.infer<typeof officeSchema>;
export const officeDetailSchema = officeSchema.extend({
  location_type: z.number().int().nullable(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  group_code: z.string().nullable(),
  group_name: z.string().nullable(),
});
export type OfficeDetail = z.infer<typeof officeDetailSchema>;
/** What an office's detail answer adds to the stored record: the id's wire name, names looked up, audit columns. */
type OfficeAnswerOnly =
  | keyof typeof auditColumns
  | 'id'
  | 'version'
  | 'internal_external_class'
  | 'office_class_name'
  | 'supervision_name'
  | 'admin_name'
  | 'country_name'
  | 'group_code'
  | 'group_name';
/** An office as stored (its table's columns, the CSV's cells); every stored office has its country. */
export type OfficeRecord = Omit<OfficeDetail, OfficeAnswerOnly | 'country_code'> & { country_code: string };

export const officeListQuerySchema = pageQuerySchema.extend({
  ...sortQuery(OFFICE_SORT_KEYS),
  survey_fy: surveyFyParamSchema,
  office_class: queryIntSchema(1, 3).optional(),
  survey_target_class: queryIntSchema(1, 3).optional(),
  keyword: searchText(100).optional(),
  /** The offices under one group, or one headquarters (the user form's office select). */
  group_code: z.string().max(3).optional(),
  supervision_code: z.string().max(4).optional(),
});
export type OfficeListQuery = z.infer<typeof officeListQuerySchema>;
export const officeListResponseSchema = pageInfoSchema.extend({ offices: z.array(officeSchema) });

/** Exclusion reason is required when the unit is not to be surveyed. */
const reasonWhenExcluded = <T extends { is_survey_required: boolean; exclusion_reason?: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (!value.is_survey_required && !value.exclusion_reason)
    ctx.addIssue({ code: 'custom', path: ['exclusion_reason'], message: 'REQUIRED' });
};

const surveyFields = {
  survey_target_class: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  is_survey_required: z.boolean(),
  exclusion_reason: optionalNotes,
  notes: optionalNotes,
  location_type: z.union([z.literal(1), z.literal(2)]).optional(),
};

const officeFields = {
  survey_fy: surveyFySchema,
  office_class: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Supervising headquarters and administering department (codes of the internal units of the year). */
  supervision_code: headquarterCodeSchema,
  supervision_name_eng: engName,
  admin_code: departmentCodeSchema,
  admin_name_eng: engName,
  office_code: officeCodeSchema,
  office_name: name,
  office_name_eng: engName,
  country_code: countryCodeSchema,
  ...surveyFields,
};
export const officeCreateSchema = z.object(officeFields).superRefine(reasonWhenExcluded);
export type OfficeCreate = z.infer<typeof officeCreateSchema>;
export const officeUpdateSchema = z
  .object({ id: z.number().int().positive(), version: z.number().int(), ...officeFields })
  .superRefine(reasonWhenExcluded);
export type OfficeUpdate = z.infer<typeof officeUpdateSchema>;

// ---------------------------------------------------------------- related companies

export const corporationSchema = z.object({
  id: z.number().int(),
  survey_fy: z.number().int(),
  company_code: z.string(),
  company_name: z.string(),
  company_name_eng: z.string().nullable(),
  company_abbreviation: z.string().nullable(),
  company_formal_name: z.string(),
  company_formal_name_eng: z.string().nullable(),
  company_formal_name_kana: z.string().nullable(),
  business_content: z.string().nullable(),
  region_code: z.string(),
  region_name: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  internal_external_class_code: z.enum(INTERNAL_EXTERNAL_CLASS_CODES),
  internal_external_class_name: z.string(),
  consolidation_class_code: z.enum(CONSOLIDATION_CLASS_CODES),
  consolidation_class_name: z.string(),
  survey_target_class: z.number().int().nullable(),
  is_survey_required: z.boolean(),
  exclusion_reason: z.string().nullable(),
  notes: z.string().nullable(),
  department_code: z.string(),
  ...auditColumns,
  version: z.number().int(),
});
export type Corporation = z.infer<typeof corporationSchema>;
export const corporationDetailSchema = corporationSchema.extend({
  location_type: z.number().int().nullable(),
  group_code: z.string().nullable(),
  group_name: z.string().nullable(),
  headquarter_code: z.string().nullable(),
  headquarter_name: z.string().nullable(),
  department_name: z.string().nullable(),
});
export type CorporationDetail = z.infer<typeof corporationDetailSchema>;
/** What a detail answer adds to the stored record: the id's wire name, names looked up, the audit columns. */
type CorporationAnswerOnly =
  | keyof typeof auditColumns
  | 'id'
  | 'version'
  | 'region_name'
  | 'country_name'
  | 'internal_external_class_name'
  | 'consolidation_class_name'
  | 'group_code'
  | 'group_name'
  | 'headquarter_code'
  | 'headquarter_name'
  | 'department_name';
/** A related company as stored (its table's columns, the CSV's cells): a field added to the answer lands here. */
export type CorporationRecord = Omit<CorporationDetail, CorporationAnswerOnly>;

export const corporationListQuerySchema = pageQuerySchema.extend({
  ...sortQuery(CORPORATION_SORT_KEYS),
  survey_fy: surveyFyParamSchema,
  internal_external_class_code: z.enum(INTERNAL_EXTERNAL_CLASS_CODES).optional(),
  survey_target_class: queryIntSchema(1, 3).optional(),
  keyword: searchText(100).optional(),
});
export type CorporationListQuery = z.infer<typeof corporationListQuerySchema>;
export const corporationListResponseSchema = pageInfoSchema.extend({
  corporations: z.array(corporationSchema),
});

const corporationFields = {
  survey_fy: surveyFySchema,
  company_code: companyCodeSchema,
  company_name: name,
  company_name_eng: engName,
  company_abbreviation: optionalText,
  company_formal_name: name,
  company_formal_name_eng: engName,
  company_formal_name_kana: z.string().trim().max(100).regex(PATTERNS.katakanaFullLetters).optional(),
  business_content: optionalNotes,
  region_code: z.enum(REGION_CODES),
  country_code: countryCodeSchema,
  internal_external_class_code: z.enum(INTERNAL_EXTERNAL_CLASS_CODES),
  consolidation_class_code: z.enum(CONSOLIDATION_CLASS_CODES),
  department_code: departmentCodeSchema,
  ...surveyFields,
};
export const corporationCreateSchema = z.object(corporationFields).superRefine(reasonWhenExcluded);
export type CorporationCreate = z.infer<typeof corporationCreateSchema>;
export const corporationUpdateSchema = z
  .object({ id: z.number().int().positive(), version: z.number().int(), ...corporationFields })
  .superRefine(reasonWhenExcluded);
export type CorporationUpdate = z.infer<typeof corporationUpdateSchema>;

// ---------------------------------------------------------------- CSV

/**
 * `kind` of GET /organizations/info/export: the internal units, the offices or the companies (each with its
 * upload's columns), or `all`, the combined office/company rows.
 */
export const ORGANIZATION_EXPORT_KINDS = ['internal', 'office', 'corp', 'all'] as const;
export const organizationExportQuerySchema = z.object({
  survey_fy: surveyFyParamSchema,
  kind: z.enum(ORGANIZATION_EXPORT_KINDS).default('all'),
});

/** `kind` of POST /organizations/upload/csv: internal units (the spec's upload, the default), offices, companies. */
export const ORGANIZATION_UPLOAD_KINDS = ['internal', 'office', 'corp'] as const;
export type OrganizationUploadKind = (typeof ORGANIZATION_UPLOAD_KINDS)[number];
export const organizationUploadQuerySchema = csvUploadQuerySchema.extend({
  kind: z.enum(ORGANIZATION_UPLOAD_KINDS).default('internal'),
});

/** Combined office / company row of the organisation export (spec §3 "Organisation row"). */
export const organizationRowSchema = z.object({
  kind: z.enum(['office', 'corp']),
  survey_fy: z.number().int(),
  headquarter_code: z.string().nullable(),
  headquarter_name: z.string().nullable(),
  department_code: z.string().nullable(),
  department_name: z.string().nullable(),
  company_code: z.string(),
  company_name: z.string(),
  country_code: z.string().nullable(),
  country_name: z.string().nullable(),
  business_content: z.string().nullable(),
  curr_survey_target_class: z.number().int().nullable(),
  curr_location_type: z.number().int().nullable(),
  prev_survey_target_class: z.number().int().nullable(),
  prev_location_type: z.number().int().nullable(),
  exclusion_reason: z.string().nullable(),
  notes: z.string().nullable(),
});
export type OrganizationRow = z.infer<typeof organizationRowSchema>;
