import type { ReactNode } from 'react';
import { errorMessageOf } from '@sdp/shared';
import { Alert, PageHeader, Skeleton } from '@sdp/shared/ui';
import { useApplication, type ApplicationDetail } from '../api/get-application';
import { useApplicationRef } from './application-ref';

/** Loads the application of the URL and shows the page's header, loading and error states around it. */
export function ApplicationPageFrame({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: (application: ApplicationDetail, reload: () => void) => ReactNode;
}) {
  const ref = useApplicationRef();
  const application = useApplication(ref.userId, ref.applyIndex);
  if (ref.missing || application.isError) {
    return (
      <>
        <PageHeader title={title} extra={extra} />
        <Alert
          type="error"
          showIcon
          title={application.isError ? errorMessageOf(application.error) : '対象の申請が見つかりません'}
        />
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
