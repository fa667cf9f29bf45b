import { Result } from 'antd';
import { useNavigate } from '@sdp/shared/router';
import { isApiError, MESSAGES } from '@sdp/shared';
import { Button, RollbackOutlined } from '@sdp/shared/ui';

/** The record of an `{id}` page does not exist: gone (404), or the id itself is malformed (the server's 400). */
export const isRecordMissing = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || (error.status === 400 && error.code.startsWith('W-001')));

/**
 * What every `{id}` page shows, inside the layout, for a malformed or unknown id: 対象のデータが見つかりません and
 * the way back to its list.
 */
export function RecordNotFound({
  listPath,
  listLabel = '一覧に戻る',
}: {
  listPath: string;
  listLabel?: string;
}) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={MESSAGES.notFound}
      subTitle="URLが正しいか、削除されていないかを確認してください。"
      extra={
        <Button type="primary" icon={<RollbackOutlined />} onClick={() => navigate(listPath)}>
          {listLabel}
        </Button>
      }
    />
  );
}
