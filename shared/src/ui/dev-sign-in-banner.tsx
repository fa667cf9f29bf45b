import { Alert } from 'antd';
import { getRuntimeConfig } from '@sdp/shared';

export const DEV_SIGN_IN_BANNER = '開発用サインインが有効です';

/**
 * On every page while the browser offers the development sign-in (config.json lists the "dev" provider; mock mode
 * and the standalone harnesses always do): anyone may sign in here as any account. Production's config.json lists
 * no "dev", and the API refuses SDP_DEV_SIGN_IN with NODE_ENV=production.
 */
export function DevSignInBanner() {
  if (!getRuntimeConfig().auth.providers.includes('dev')) return null;
  return <Alert banner type="warning" showIcon title={DEV_SIGN_IN_BANNER} role="status" />;
}
