import { Flex, Panel, Skeleton, usePageTitle } from '@sdp/shared/ui';

/**
 * What a page shows while its code or its access check is on the way: the page's title when known and the shape of
 * a list page (a filter bar, then rows), so a navigation never leaves the content area blank.
 */
export function PageSkeleton({ title }: { title?: string }) {
  return (
    <div aria-busy="true" aria-label={title ? `${title}を読み込んでいます` : '読み込んでいます'}>
      {title ? (
        <SkeletonTitle title={title} />
      ) : (
        <Skeleton.Input active size="large" style={{ marginBottom: 16 }} />
      )}
      <Panel style={{ marginBottom: 16, padding: 12 }}>
        <Flex gap={16}>
          <Skeleton.Input active />
          <Skeleton.Input active />
          <Skeleton.Button active />
        </Flex>
      </Panel>
      <Panel>
        <Skeleton active title={false} paragraph={{ rows: 8, width: '100%' }} />
      </Panel>
    </div>
  );
}

function SkeletonTitle({ title }: { title: string }) {
  usePageTitle(title);
  // The title's text in the heading's style but not a heading: the page's own heading follows.
  return <div style={{ fontSize: 22, fontWeight: 600, lineHeight: 1.4, marginBottom: 16 }}>{title}</div>;
}
