import type { AuditEvent } from '../contracts/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../contracts/audit-labels';
import { auditChangeLines } from './audit-format';
import type { CsvExportColumn } from './csv/columns';
import { formatJapanDateTime } from './japan-time';

export const AUDIT_CSV_NAME = '変更履歴';

const labelOf = (labels: Readonly<Record<string, string>>, id: string) =>
  Object.hasOwn(labels, id) ? labels[id]! : id;

/** 変更履歴's CSV: what the page shows, one event a row, its changes as 「項目: 前 → 後」 one per line. */
export const AUDIT_CSV_COLUMNS: CsvExportColumn<AuditEvent>[] = [
  { header: '日時', value: (event) => formatJapanDateTime(event.occurred_at) },
  { header: 'ユーザーID', value: (event) => event.user_id },
  { header: 'ユーザー名', value: (event) => event.user_name },
  { header: '操作', value: (event) => labelOf(AUDIT_ACTION_LABELS, event.action) },
  { header: '対象', value: (event) => labelOf(AUDIT_ENTITY_LABELS, event.entity) },
  { header: 'キー', value: (event) => event.entity_key },
  { header: '年度', value: (event) => event.survey_fy },
  { header: '変更内容', value: (event) => auditChangeLines(event).join('\n') },
  { header: '備考', value: (event) => event.note },
  { header: 'リクエストID', value: (event) => event.request_id },
];
