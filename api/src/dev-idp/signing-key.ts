import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface DevSigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  privateJwk: JWK;
}

async function fromPrivateJwk(jwk: JWK): Promise<DevSigningKey> {
  const privateKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  return {
    privateKey,
    publicJwk: { ...publicJwk, use: 'sig', alg: 'RS256' },
    kid: jwk.kid ?? 'dev',
    privateJwk: jwk,
  };
}

export async function generateDevSigningKey(): Promise<DevSigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return fromPrivateJwk({ ...jwk, kid: `dev-${Date.now().toString(36)}` });
}

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
