import { lazy, Suspense } from 'react';
import { Heading, Skeleton } from '@sdp/shared/ui';
import { uploadReadableBy, useRoles, type UploadKind } from '@sdp/shared';

// The list (its table and query) loads with the part, not with the page's first paint.
const UploadHistoryList = lazy(() => import('./upload-history-list'));

/**
 * 最近のアップロード (DESIGN.md §8 "Uploads are evidence"): every upload surface lists the latest kept files of its
 * kind, each downloadable as uploaded. Shown to those who may read the kind (the server's rule).
 */
export function UploadHistory({ kind, surveyFy }: { kind: UploadKind; surveyFy?: number }) {
  const roles = useRoles();
  if (!uploadReadableBy(kind, roles)) return null;
  return (
    <section aria-label="最近のアップロード" style={{ marginTop: 16 }}>
      <Heading level={5}>最近のアップロード</Heading>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
        <UploadHistoryList kind={kind} surveyFy={surveyFy} />
      </Suspense>
    </section>
  );
}
