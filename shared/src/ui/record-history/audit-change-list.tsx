import { Text } from '../text';
import type { AuditChange } from '../../contracts/audit';
import { auditChangeLines } from '../../domain/audit-format';

/** Line breaks a note or a changed text holds are kept, and a long value wraps rather than being cut. */
const WRAPPED = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'normal' } as const;

/** What an event changed, in staff's words (DESIGN.md §8): its one-line summary, or one 「項目: 前 → 後」 a field. */
export function AuditChangeList({
  event,
}: {
  event: { action: string; entity: string; changes: readonly AuditChange[] };
}) {
  const lines = auditChangeLines(event);
  if (!lines.length) return <Text type="secondary">—</Text>;
  if (lines.length === 1) return <div style={WRAPPED}>{lines[0]}</div>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16, ...WRAPPED }}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** An event's note (a reopen's reason, a remand's comment), its lines kept. */
export function AuditNote({ note, label = '' }: { note: string | null; label?: string }) {
  return note ? (
    <div style={WRAPPED}>
      {label}
      {note}
    </div>
  ) : null;
}
