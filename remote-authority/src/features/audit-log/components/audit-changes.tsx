import type { AuditChange } from '@sdp/shared/contracts';
import { auditFieldLabel, auditValueText } from '@sdp/shared/domain';
import { Text } from '@sdp/shared/ui';

/** What an event changed, one field a line: 「事業所名: 前 → 後」 (the field's Japanese name where there is one). */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  if (!changes.length) return <Text type="secondary">—</Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Text strong>{auditFieldLabel(change.field)}</Text>: {auditValueText(change.before)} →{' '}
          {auditValueText(change.after)}
        </li>
      ))}
    </ul>
  );
}
