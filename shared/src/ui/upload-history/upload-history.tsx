import { lazy, Suspense } from 'react';
import { Heading, Skeleton } from '@sdp/shared/ui';
import { readableUploadKinds, uploadReadableBy, useRoles, type UploadKind } from '@sdp/shared';

// The list (its table and query) loads with the part, not with the page's first paint.
const UploadHistoryList = lazy(() => import('./upload-history-list'));

/**
 * 最近のアップロード (DESIGN.md §8 "Uploads are evidence"): every upload surface lists the latest kept files of its
 * kind, each downloadable as uploaded. Shown to those who may read the kind (the server's rule).
 */
export function UploadHistory({
  kind,
  surveyFy,
  title = '最近のアップロード',
  latest = 5,
}: {
  /** None: every kind the caller reads, with a 種別 column (検証資料). */
  kind?: UploadKind;
  surveyFy?: number;
  title?: string;
  latest?: number;
}) {
  const roles = useRoles();
  if (kind ? !uploadReadableBy(kind, roles) : readableUploadKinds(roles).length === 0) return null;
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      <Heading level={5}>{title}</Heading>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
        <UploadHistoryList kind={kind} surveyFy={surveyFy} latest={latest} />
      </Suspense>
    </section>
  );
}
