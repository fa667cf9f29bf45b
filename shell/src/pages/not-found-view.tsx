import { FileSearchOutlined, usePageTitle } from '@sdp/shared/ui';
import { StatusView } from './status-view';
import { WayBack } from './way-back';

/** Unknown path: "404" and the requested path, exactly as asked for. */
export function NotFoundView({ path }: { path: string }) {
  usePageTitle('Page Not Found');
  return (
    <StatusView
      icon={<FileSearchOutlined style={{ color: '#8c8c8c' }} />}
      title="404"
      subTitle={`Page Not Found: ${path}`}
      extra={<WayBack />}
    />
  );
}
