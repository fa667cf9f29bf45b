import { isUploadKind, uploadReadableBy, useRoles } from '@sdp/shared';
import { Text } from '../text';
import type { AuditChange } from '../../contracts/audit';
import { auditChangeLines, auditUploadFile } from '../../domain/audit-format';
import { UploadFileLink } from '../upload-history/upload-file-link';

/** Line breaks a note or a changed text holds are kept, and a long value wraps rather than being cut. */
const WRAPPED = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'normal' } as const;

/** What an event changed, in staff's words (DESIGN.md §8): its one-line summary, or one 「項目: 前 → 後」 a field. */
export function AuditChangeList({
  event,
}: {
  event: { action: string; entity: string; changes: readonly AuditChange[]; uploadId?: string | null };
}) {
  const lines = auditChangeLines(event);
  const roles = useRoles();
  const file = auditUploadFile(event);
  // The link only for those the server hands the file to (whoever may read the kind's data).
  const readable = isUploadKind(event.entity) && uploadReadableBy(event.entity, roles);
  const link =
    file && readable ? (
      <div>
        <UploadFileLink uploadId={file.uploadId} fileName={file.fileName ?? '取込ファイル'} />
      </div>
    ) : null;
  if (!lines.length) return link ?? <Text type="secondary">—</Text>;
  if (lines.length === 1)
    return (
      <>
        <div style={WRAPPED}>{lines[0]}</div>
        {link}
      </>
    );
  return (
    <>
      <ul style={{ margin: 0, paddingLeft: 16, ...WRAPPED }}>
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {link}
    </>
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
