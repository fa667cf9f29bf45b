import { SafetyOutlined, usePageTitle } from '@sdp/shared/ui';
import { TEXT } from '../messages';
import { StatusView } from './status-view';
import { WayBack } from './way-back';

/** A signed-in user without a role for the page: the spec's "no access rights" with status 404. */
export function AccessDeniedView() {
  usePageTitle(TEXT.accessDenied);
  return (
    <StatusView
      icon={<SafetyOutlined style={{ color: '#8c8c8c' }} />}
      title="404"
      subTitle={TEXT.accessDenied}
      extra={<WayBack askForAccess />}
    />
  );
}
