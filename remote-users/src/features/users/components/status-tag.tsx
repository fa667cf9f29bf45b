import { Tag } from '@sdp/shared/ui';
import { CellTag, type CellTagColor } from '@sdp/shared/ui/list';
import { applicationStatusLabel, processTypeLabel, userStatusLabel } from './format';

const USER_COLORS: Record<number, CellTagColor> = {
  0: 'processing',
  1: 'success',
  2: 'warning',
  3: 'error',
  4: 'default',
  9: 'default',
};

export function UserStatusTag({ status }: { status: number }) {
  return <Tag color={USER_COLORS[status]}>{userStatusLabel(status)}</Tag>;
}

export function ApplicationStatusTag({ status }: { status: number }) {
  return <Tag color={USER_COLORS[status]}>{applicationStatusLabel(status)}</Tag>;
}

const PROCESS_COLORS: Record<number, CellTagColor> = { 1: 'green', 2: 'blue', 3: 'red' };
export function ProcessTypeTag({ type }: { type: number }) {
  return <Tag color={PROCESS_COLORS[type]}>{processTypeLabel(type)}</Tag>;
}

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
