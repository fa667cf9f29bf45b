import { Result, usePageTitle } from '@sdp/shared/ui';

/** Unknown path: "404" and the requested path, exactly as asked for. */
export function NotFoundView({ path }: { path: string }) {
  usePageTitle('Page Not Found');
  return <Result status="404" title="404" subTitle={`Page Not Found: ${path}`} />;
}
