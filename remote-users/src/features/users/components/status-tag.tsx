import { Tag } from '@sdp/shared/ui';
import { applicationStatusLabel, processTypeLabel, userStatusLabel } from './format';

export const USER_COLORS: Record<number, 'processing' | 'success' | 'warning' | 'error' | 'default'> = {
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

export const PROCESS_COLORS: Record<number, 'green' | 'blue' | 'red'> = { 1: 'green', 2: 'blue', 3: 'red' };
export function ProcessTypeTag({ type }: { type: number }) {
  return <Tag color={PROCESS_COLORS[type]}>{processTypeLabel(type)}</Tag>;
}
