import type { AuditChange } from '../contracts/audit';
import { AUDIT_ENTITY_LABELS } from '../contracts/audit-labels';
import { ROLLOVER_KIND_LABELS, ROLLOVER_KINDS } from '../contracts/constants';
import { auditField, auditFieldShown } from './audit-field-labels';
import { formatCalendarDate } from './access-until';
import { formatJapanDateTime } from './japan-time';

/** What the formatter reads of an event: the page's camelCase rows and the server's snake_case rows alike. */
export interface AuditEventParts {
  action: string;
  entity: string;
  changes: readonly AuditChange[];
}

type Cell = AuditChange['before'];
const NONE = '（なし）';
// A stored timestamp (2026-11-26T12:41:58.285Z): staff read it in Japan time, as every screen shows a time.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const labelOf = (labels: Readonly<Record<string, string>>, id: string) =>
  Object.hasOwn(labels, id) ? labels[id]! : id;

/** A value before or after a change as staff read it: a code as its label, a time in Japan time, （なし） for none. */
export function auditValueText(value: Cell, field?: string, entity?: string): string {
  if (value === null || value === '') return NONE;
  const shown = field ? auditField(field, entity) : undefined;
  if (shown?.calendarDate && typeof value === 'string') return formatCalendarDate(value);
  const codes = shown?.codes;
  if (codes) {
    // A list of codes (an authority group's roles) is stored as one comma-joined text.
    const parts = typeof value === 'string' && value.includes(',') ? value.split(',') : [String(value)];
    return parts.map((part) => labelOf(codes, part)).join('、');
  }
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (typeof value === 'string' && INSTANT.test(value)) return formatJapanDateTime(value);
  if (typeof value === 'number') return value.toLocaleString('ja-JP', { maximumFractionDigits: 10 });
  return String(value);
}

/** 「事業所名: 前 → 後」 */
export const auditChangeText = (change: AuditChange, entity?: string): string =>
  `${auditField(change.field, entity).label}: ${auditValueText(change.before, change.field, entity)} → ${auditValueText(change.after, change.field, entity)}`;

const afterOf = (event: AuditEventParts, field: string): Cell =>
  event.changes.find((change) => change.field === field)?.after ?? null;
const count = (value: Cell) => auditValueText(value ?? 0);

/**
 * An event that is one act rather than field edits, in one line: an upload
 * (「車両CSV v.csv を取込：追加 1・変更 2・削除 0」; its rows' own events carry the field changes) and a roll-over
 * (「繰越：社内組織 9・事業所 5・…」). Null for any other event.
 */
export function auditSummary(event: AuditEventParts): string | null {
  const entity = labelOf(AUDIT_ENTITY_LABELS, event.entity);
  if (event.action === 'upload') {
    const file = afterOf(event, 'file_name');
    const counts = (['added', 'changed', 'removed'] as const).map(
      (field) => `${auditField(field).label} ${count(afterOf(event, field))}`,
    );
    // A file with year-over-year warnings was confirmed with a comment (DESIGN.md §8 "Quality warnings").
    const warned = afterOf(event, 'warning_count');
    const comment = afterOf(event, 'comment');
    const confirmed =
      warned === null
        ? ''
        : `・前年度比の警告 ${count(warned)}件（確認内容：${comment === null ? '—' : String(comment)}）`;
    return `${entity}CSV ${file ?? ''} を取込：${counts.join('・')}${confirmed}`;
  }
  if (event.action === 'rollover') {
    const kinds = ROLLOVER_KINDS.filter((kind) => afterOf(event, kind) !== null).map(
      (kind) => `${ROLLOVER_KIND_LABELS[kind]} ${count(afterOf(event, kind))}件`,
    );
    return `繰越：${kinds.join('・')}`;
  }
  return null;
}

/**
 * The kept file an event links to (DESIGN.md §8 "Uploads are evidence"): an upload's summary names it; a row the
 * upload wrote links to it unnamed (the download says the name). Null when no kept upload wrote the event.
 */
export function auditUploadFile(
  event: AuditEventParts & { uploadId?: string | null },
): { uploadId: string; fileName: string | null } | null {
  if (!event.uploadId) return null;
  const name = event.action === 'upload' ? afterOf(event, 'file_name') : null;
  return { uploadId: event.uploadId, fileName: typeof name === 'string' ? name : null };
}

/** What an event changed, as lines staff read: its summary, or one 「項目: 前 → 後」 a field. */
export function auditChangeLines(event: AuditEventParts): string[] {
  const summary = auditSummary(event);
  if (summary !== null) return [summary];
  return event.changes
    .filter((change) => auditFieldShown(change.field))
    .map((change) => auditChangeText(change, event.entity));
}
