import type { AuditChange } from '../contracts/audit';
import { textFieldLabel } from '../validation/text-field-labels';
import { CORPORATION_CSV, OFFICE_CSV } from './csv/office-csv';
import { INTERNAL_UNIT_CSV } from './csv/organization-csv';
import { SUPPLIER_CSV } from './csv/supplier-csv';
import { SURVEY_RESULT_CSV } from './csv/survey-result-csv';
import { VEHICLE_CSV } from './csv/vehicle-csv';

/** Fields the trail records that no form's text rule or CSV column names (codes, states, an upload's summary). */
const OTHER_FIELDS: Readonly<Record<string, string>> = {
  status: 'ステータス',
  survey_target_class: '調査対象区分',
  is_survey_required: '調査要否',
  location_type: '所在地区分',
  email: 'メールアドレス',
  user_id: 'ユーザーID',
  surname_kana: '姓（カナ）',
  given_name_kana: '名（カナ）',
  org_group_code: 'グループコード',
  authority_group_id: '権限グループID',
  roles: 'ロール',
  data_viewing_class: 'データ閲覧区分',
  process_type: '申請種別',
  apply_index: '申請番号',
  apply_user_id: '申請者',
  apply_date: '申請日',
  accept_date: '承認日',
  register_date: '登録日',
  file_name: 'ファイル名',
  sha256: 'SHA-256',
  rows: '行数',
  added: '追加',
  changed: '変更',
  removed: '削除',
};

// Every upload's columns under their headers: a row an upload changed reads as its file does.
const CSV_HEADERS = new Map(
  [OFFICE_CSV, CORPORATION_CSV, INTERNAL_UNIT_CSV, SUPPLIER_CSV, SURVEY_RESULT_CSV, VEHICLE_CSV].flatMap(
    (definition) => definition.columns.map((column) => [column.key as string, column.header] as const),
  ),
);

/** A changed field's Japanese name in 変更履歴, a record's history and the trail's CSV; the wire name otherwise. */
export const auditFieldLabel = (field: string): string =>
  textFieldLabel(field) ?? CSV_HEADERS.get(field) ?? OTHER_FIELDS[field] ?? field;

/** A value before or after a change, as the trail shows it: （なし） for none. */
export const auditValueText = (value: AuditChange['before']): string =>
  value === null || value === '' ? '（なし）' : String(value);

/** 「事業所名: 前 → 後」 */
export const auditChangeText = (change: AuditChange): string =>
  `${auditFieldLabel(change.field)}: ${auditValueText(change.before)} → ${auditValueText(change.after)}`;
