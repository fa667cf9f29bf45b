import type { ReactNode } from 'react';
import { errorMessageOf } from '@sdp/shared';
import { Alert, PageHeader, Skeleton } from '@sdp/shared/ui';
import { isRecordMissing, RecordNotFound } from '@sdp/shared/ui/result';
import { useApplication, type ApplicationDetail } from '../api/get-application';
import { useApplicationRef } from './application-ref';
import { userListPath } from './user-list-path';

/** Loads the application of the URL and shows the page's header, loading and error states around it. */
export function ApplicationPageFrame({
  title,
  extra,
  listTab,
  children,
}: {
  title: string;
  /** The list tab the page belongs to, where "not found" leads back to. */
  listTab: 'application' | 'approval';
  extra?: ReactNode;
  children: (application: ApplicationDetail, reload: () => void) => ReactNode;
}) {
  const ref = useApplicationRef();
  const application = useApplication(ref.userId, ref.applyIndex);
  if (ref.missing || application.isError) {
    const missing = ref.missing || isRecordMissing(application.error);
    return (
      <>
        {/* Not found has its own 一覧に戻る: the page's buttons are for a record that is not there. */}
        <PageHeader title={title} extra={missing ? undefined : extra} />
        {missing ? (
          <RecordNotFound listPath={userListPath(listTab)} />
        ) : (
          <Alert type="error" showIcon title={errorMessageOf(application.error)} />
        )}
      </>
    );
  }
  if (!application.data) {
    return (
      <>
        <PageHeader title={title} extra={extra} />
        <Skeleton active />
      </>
    );
  }
  return <>{children(application.data, () => void application.refetch())}</>;
}
