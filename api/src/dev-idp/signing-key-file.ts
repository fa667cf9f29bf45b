import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';
import { fromPrivateJwk, generateDevSigningKey, type DevSigningKey } from './signing-key';

/** Kept in the data folder so tokens survive a restart of the development server. */
export async function loadOrCreateDevSigningKey(dataDir: string): Promise<DevSigningKey> {
  const file = path.join(dataDir, 'dev-idp-key.json');
  if (fs.existsSync(file)) return fromPrivateJwk(JSON.parse(fs.readFileSync(file, 'utf8')) as JWK);
  const key = await generateDevSigningKey();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(key.privateJwk), {
    mode: 0o600,
  });
  return key;
}
