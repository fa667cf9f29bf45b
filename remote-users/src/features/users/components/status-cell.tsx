import { CellTag } from '@sdp/shared/ui/list';
import { applicationStatusLabel, processTypeLabel, userStatusLabel } from './format';
import { PROCESS_COLORS, USER_COLORS } from './status-tag';
// Apart from status-tag: the detail pages show Tags and must not load the list kit these come from.

/** The same labels in a list's cell: a plain element per row instead of a Tag (see CellTag). */
export function UserStatusCell({ status }: { status: number }) {
  return <CellTag color={USER_COLORS[status]}>{userStatusLabel(status)}</CellTag>;
}

export function ApplicationStatusCell({ status }: { status: number }) {
  return <CellTag color={USER_COLORS[status]}>{applicationStatusLabel(status)}</CellTag>;
}

export function ProcessTypeCell({ type }: { type: number }) {
  return <CellTag color={PROCESS_COLORS[type]}>{processTypeLabel(type)}</CellTag>;
}
