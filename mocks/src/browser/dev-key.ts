import type { JWK } from 'jose';
import { fromPrivateJwk, generateDevSigningKey, type DevSigningKey } from '@sdp/api/embedded';

const KEY = 'sdp-mock-dev-idp-key';

/** The mock dev IdP's signing key, kept in the browser so a session's token outlives a reload and works in every tab. */
export async function mockDevKey(): Promise<DevSigningKey> {
  const saved = localStorage.getItem(KEY);
  if (saved) return fromPrivateJwk(JSON.parse(saved) as JWK);
  const key = await generateDevSigningKey();
  localStorage.setItem(KEY, JSON.stringify(key.privateJwk));
  return key;
}
