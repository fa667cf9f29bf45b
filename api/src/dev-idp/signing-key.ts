import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface DevSigningKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
  privateJwk: JWK;
}

export async function fromPrivateJwk(jwk: JWK): Promise<DevSigningKey> {
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
