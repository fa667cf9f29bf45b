import { TEXT } from '../messages';
import { Result, usePageTitle } from '@sdp/shared/ui';

/** A signed-in user without a role for the page: the spec's "no access rights" with status 404. */
export function AccessDeniedView() {
  usePageTitle(TEXT.accessDenied);
  return <Result status="404" title="404" subTitle={TEXT.accessDenied} />;
}
