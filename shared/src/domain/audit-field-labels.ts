import { DATA_VIEWING_CLASS_LABELS, SURVEY_YEAR_STATUS_LABELS } from '../contracts/constants';
import { OFFICE_CLASS_LABELS } from '../contracts/organization-labels';
import { ROLE_LABELS } from '../routes/roles';
import { textFieldLabel } from '../validation/text-field-labels';
import { CORPORATION_CSV, OFFICE_CSV } from './csv/office-csv';
import { INTERNAL_UNIT_CSV } from './csv/organization-csv';
import { SUPPLIER_CSV } from './csv/supplier-csv';
import { SURVEY_RESULT_CSV } from './csv/survey-result-csv';
import { VEHICLE_CSV } from './csv/vehicle-csv';
import { APPLICATION_STATUS_LABELS, PROCESS_TYPE_LABELS, USER_STATUS_LABELS } from './user-workflow';

type Labels = Readonly<Record<string, string>>;
/** How the trail shows one field: its Japanese name, and the labels of its codes where it holds codes. */
export interface AuditField {
  label: string;
  codes?: Labels;
  /** A calendar date `YYYY-MM-DD`, shown as the screens write a date. */
  calendarDate?: true;
}

/** Fields the trail records that no form's text rule or CSV column names (codes, states, people, dates). */
const OTHER_FIELDS: Readonly<Record<string, AuditField>> = {
  status: { label: 'ステータス' },
  email: { label: 'メールアドレス' },
  user_id: { label: 'ユーザーID' },
  surname_kana: { label: '姓（カナ）' },
  given_name_kana: { label: '名（カナ）' },
  organization_id: { label: '所属組織' },
  org_group_code: { label: 'グループコード' },
  admin_name: { label: '管理部名' },
  supervision_name: { label: '統括本部名' },
  country_name: { label: '国名' },
  internal_external_class: { label: '国内／海外' },
  office_class: { label: '事業所区分', codes: OFFICE_CLASS_LABELS },
  authority_group_id: { label: '権限グループ' },
  roles: { label: 'ロール', codes: ROLE_LABELS },
  data_viewing_class: { label: 'データ閲覧区分', codes: DATA_VIEWING_CLASS_LABELS },
  process_type: { label: '申請種別', codes: PROCESS_TYPE_LABELS },
  apply_index: { label: '申請番号' },
  apply_user_id: { label: '申請者' },
  apply_date: { label: '申請日時' },
  accept_date: { label: '承認日時' },
  register_date: { label: '登録日時' },
  access_until: { label: '利用期限', calendarDate: true },
  opened_date: { label: '受付開始日時' },
  opened_user_id: { label: '受付開始者' },
  closed_date: { label: '締め日時' },
  closed_user_id: { label: '締め実行者' },
  reopen_reason: { label: '再開理由' },
  idp_issuer: { label: 'IdP発行者' },
  idp_subject: { label: 'IdP識別子' },
  // An upload's summary, as events recorded it field by field (auditSummary reads them as one line).
  file_name: { label: 'ファイル名' },
  sha256: { label: 'SHA-256' },
  rows: { label: '行数' },
  added: { label: '追加' },
  changed: { label: '変更' },
  removed: { label: '削除' },
  warning_count: { label: '前年度比の警告' },
  comment: { label: '確認内容' },
};

/** A field whose codes mean something else on one entity: a user's state is not an application's. */
const ENTITY_FIELDS: Readonly<Record<string, Readonly<Record<string, AuditField>>>> = {
  user: { status: { label: 'ステータス', codes: USER_STATUS_LABELS } },
  user_application: { status: { label: 'ステータス', codes: APPLICATION_STATUS_LABELS } },
  survey_year: { status: { label: '状態', codes: SURVEY_YEAR_STATUS_LABELS } },
  vehicle: { emissions: { label: 'CO2排出量（t）' } },
};

// Every upload's columns under their headers and with their codes' labels: a row an upload changed reads as the
// file and the lists show it.
const CSV_FIELDS = new Map<string, AuditField>(
  [OFFICE_CSV, CORPORATION_CSV, INTERNAL_UNIT_CSV, SUPPLIER_CSV, SURVEY_RESULT_CSV, VEHICLE_CSV].flatMap(
    (definition) =>
      definition.columns.map(
        (column) =>
          [
            column.key as string,
            { label: column.header, ...(column.labels ? { codes: column.labels } : {}) },
          ] as const,
      ),
  ),
);

/**
 * Derived or internal columns that repeat another field (a code's label beside the code, whose change is shown with
 * that label) or that no screen shows (record ids, disc_flg): not what anyone changed.
 */
const HIDDEN = new Set([
  'office_class_name',
  'consolidation_class_name',
  'internal_external_class_name',
  'region_name',
  'disc_flg',
  'office_id',
  'corporation_id',
  'internal_organization_id',
  'supplier_id',
  'vehicle_id',
  'survey_result_id',
]);

/** Whether 変更履歴 shows a recorded field (bookkeeping that older events hold is left out). */
export const auditFieldShown = (field: string): boolean => !HIDDEN.has(field);

/** How a field of an entity is shown; an unknown field keeps its wire name. */
export function auditField(field: string, entity?: string): AuditField {
  const own = entity ? ENTITY_FIELDS[entity]?.[field] : undefined;
  if (own) return own;
  const csv = CSV_FIELDS.get(field);
  const other = OTHER_FIELDS[field];
  const label = textFieldLabel(field) ?? csv?.label ?? other?.label ?? field;
  const codes = csv?.codes ?? other?.codes;
  return { label, ...(codes ? { codes } : {}), ...(other?.calendarDate ? { calendarDate: true } : {}) };
}

/** A changed field's Japanese name in 変更履歴, a record's history and the trail's CSV; the wire name otherwise. */
export const auditFieldLabel = (field: string, entity?: string): string => auditField(field, entity).label;
