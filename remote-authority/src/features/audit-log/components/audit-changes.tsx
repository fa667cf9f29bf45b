import { textFieldLabel } from '@sdp/shared';
import type { AuditChange } from '@sdp/shared/contracts';
import { Text } from '@sdp/shared/ui';

const shown = (value: AuditChange['before']) => (value === null || value === '' ? '（なし）' : String(value));

/** What an event changed, one field a line: 「事業所名: 前 → 後」 (the field's Japanese name where there is one). */
export function AuditChanges({ changes }: { changes: readonly AuditChange[] }) {
  if (!changes.length) return <Text type="secondary">—</Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {changes.map((change) => (
        <li key={change.field}>
          <Text strong>{textFieldLabel(change.field) ?? change.field}</Text>: {shown(change.before)} →{' '}
          {shown(change.after)}
        </li>
      ))}
    </ul>
  );
}
