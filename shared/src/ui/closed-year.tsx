import type { ReactNode } from 'react';
import { Alert, ConfigProvider, Tooltip } from 'antd';
import { useYearWritable } from '@sdp/shared';

/**
 * Says before anyone tries that a closed (締め済み) year's data is read-only (DESIGN.md §7); nothing while the year
 * is writable. The server refuses such writes anyway (W-006): this keeps staff from typing into a form that cannot
 * be saved. Every page that writes year data shows this one notice and locks its write controls with YearLock.
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

/**
 * Write controls (新規登録, CSVアップロード, 編集, 削除, 登録…) of a closed year: every antd control inside is
 * disabled, and pointing at them says why (`reason`, from useYearWritable). No reason: the controls as they are.
 * A disabled button gets no pointer events, so the reason hangs on a wrapper that does.
 */
export function YearLock({ reason, children }: { reason: string | undefined; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span
        role="group"
        aria-label={reason}
        tabIndex={0}
        style={{ display: 'inline-flex', gap: 8, cursor: 'not-allowed' }}
      >
        <ConfigProvider componentDisabled>{children}</ConfigProvider>
      </span>
    </Tooltip>
  );
}
