import { CellAction, CellActions } from '@sdp/shared/ui/list';
import { YearLock } from '@sdp/shared/ui/closed-year';

/**
 * A list row's 編集 and 削除. In a closed year 編集 becomes 参照 (the page opens read-only, with its history) and 削除
 * is disabled with the reason on hover, so nobody learns of the refusal only after a click. Plain cell buttons (a
 * Tooltip only in a closed year's rows), and no hook: the list passes what a press does.
 */
export function RowActions({
  code,
  onEdit,
  onDelete,
  lockedReason,
}: {
  code: string;
  /** Opens the record's edit page; absent when the user may not edit. */
  onEdit?: (() => void) | undefined;
  /** Absent when the user may not delete. */
  onDelete?: (() => void) | undefined;
  lockedReason: string | undefined;
}) {
  const locked = lockedReason !== undefined;
  return (
    <CellActions>
      {onEdit ? (
        <CellAction
          icon={locked ? 'view' : 'edit'}
          aria-label={`${code}を${locked ? '参照' : '編集'}`}
          onClick={onEdit}
        >
          {locked ? '参照' : '編集'}
        </CellAction>
      ) : null}
      {onDelete ? (
        <YearLock reason={lockedReason}>
          <CellAction danger disabled={locked} icon="delete" aria-label={`${code}を削除`} onClick={onDelete}>
            削除
          </CellAction>
        </YearLock>
      ) : null}
    </CellActions>
  );
}
