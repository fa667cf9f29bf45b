import type { ReactNode } from 'react';
import { errorMessageOf } from '@sdp/shared';
import { Alert, Button, Skeleton } from '@sdp/shared/ui';
import { isRecordMissing, RecordNotFound } from '@sdp/shared/ui/result';

/**
 * An edit page's body for its `{id}`: the form once the record has loaded, 対象のデータが見つかりません with the
 * way back to the list for a malformed or unknown id, and any other load error with a retry.
 */
export function RecordGate<T>({
  id,
  detail,
  listPath,
  children,
}: {
  id: number | undefined;
  detail: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  listPath: string;
  children: (record: T) => ReactNode;
}) {
  if (id === undefined || (detail.isError && isRecordMissing(detail.error))) {
    return <RecordNotFound listPath={listPath} />;
  }
  if (detail.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={errorMessageOf(detail.error)}
        action={
          <Button size="small" onClick={() => void detail.refetch()}>
            再読み込み
          </Button>
        }
      />
    );
  }
  if (detail.data === undefined) return <Skeleton active />;
  return children(detail.data);
}
