import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { useYearWritable } from '@sdp/shared';

/**
 * Says before anyone tries that a closed (締め済み) year's data is read-only (DESIGN.md §7); nothing while the year
 * is writable. The server refuses such writes anyway (W-006): this keeps staff from typing into a form that cannot
 * be saved.
 */
export function ClosedYearNotice({ surveyFy, action }: { surveyFy: number | undefined; action?: ReactNode }) {
  const { writable, reason } = useYearWritable(surveyFy);
  if (writable) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      style={{ marginBottom: 16, maxWidth: 880 }}
      title={reason}
      description="この年度のデータは参照のみできます。変更が必要な場合は年度管理で再開してください。"
      action={action}
    />
  );
}
