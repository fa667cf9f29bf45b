import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createSign,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A local stand-in for Microsoft Entra ID that MSAL can be pointed at (protocolMode OIDC, knownAuthorities):
 * discovery, an account picker at /authorize (auth code + PKCE), /token (code and refresh grants) and the key
 * set. MSAL only accepts an https authority, so it answers on https with a throw-away self-signed certificate
 * (the browser context ignores certificate errors); the API reads the keys over plain http.
 */
export const OIDC_PORT = 3210;
export const OIDC_KEYS_PORT = 3211;
export const OIDC_TENANT = 'e2e-tenant';
export const OIDC_CLIENT_ID = '00000000-0000-0000-0000-0000000e2e01';
export const OIDC_AUTHORITY = `https://localhost:${OIDC_PORT}/${OIDC_TENANT}/v2.0`;
export const OIDC_JWKS_URL = `http://127.0.0.1:${OIDC_KEYS_PORT}/keys`;
export const OIDC_API_SCOPE = `api://${OIDC_CLIENT_ID}/access_as_user`;

/** The accounts the picker offers: seeded users and one the product does not know. */
export const OIDC_ACCOUNTS = ['user010@example.com', 'user012@example.com', 'stranger@example.com'];

interface Grant {
  email: string;
  nonce: string | undefined;
  challenge: string;
  scope: string;
}

export interface OidcStandIn {
  /** Token requests seen, by grant type (a refresh shows up as refresh_token). */
  grants: string[];
  stop: () => Promise<void>;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/**
 * One signing key kept across runs: the API caches the key set it fetched, so a stand-in restarted with a new key
 * under the same key id would have its tokens refused. The key id is the key's digest all the same.
 */
function signingKey(): { privateKey: KeyObject; publicKey: KeyObject; kid: string } {
  const file = path.join(tmpdir(), 'sdp-e2e-oidc-key.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ format: 'der', type: 'spki' });
  return { privateKey, publicKey, kid: createHash('sha256').update(der).digest('base64url').slice(0, 16) };
}

function signJwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key);
  return `${head}.${body}.${b64url(signature)}`;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sdp-oidc-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
}

export async function startOidcStandIn(): Promise<OidcStandIn> {
  const { privateKey, publicKey, kid } = signingKey();
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
  const codes = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();
  const grants: string[] = [];
  const base = `/${OIDC_TENANT}/v2.0`;

  const tokens = (grant: Grant) => {
    const now = Math.floor(Date.now() / 1000);
    const common = {
      iss: OIDC_AUTHORITY,
      sub: `sub-${grant.email}`,
      tid: OIDC_TENANT,
      iat: now,
      nbf: now,
      exp: now + 3600,
    };
    const user = {
      preferred_username: grant.email,
      email: grant.email,
      name: grant.email.split('@')[0],
      oid: `oid-${grant.email}`,
    };
    const refresh = randomUUID();
    refreshTokens.set(refresh, grant);
    return {
      token_type: 'Bearer',
      scope: grant.scope,
      expires_in: 3600,
      ext_expires_in: 3600,
      access_token: signJwt(privateKey, kid, {
        ...common,
        ...user,
        aud: OIDC_CLIENT_ID,
        scp: 'access_as_user',
        jti: randomUUID(),
      }),
      id_token: signJwt(privateKey, kid, { ...common, ...user, aud: OIDC_CLIENT_ID, nonce: grant.nonce }),
      refresh_token: refresh,
    };
  };

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', OIDC_AUTHORITY);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST',
      });
      return response.end();
    }
    if (url.pathname === '/keys') return json(response, 200, jwks);
    if (url.pathname === `${base}/.well-known/openid-configuration`) {
      return json(response, 200, {
        issuer: OIDC_AUTHORITY,
        authorization_endpoint: `${OIDC_AUTHORITY}/authorize`,
        token_endpoint: `${OIDC_AUTHORITY}/token`,
        end_session_endpoint: `${OIDC_AUTHORITY}/logout`,
        jwks_uri: `${OIDC_AUTHORITY}/keys`,
        response_types_supported: ['code'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === `${base}/keys`) return json(response, 200, jwks);
    if (url.pathname === `${base}/authorize`) {
      const q = url.searchParams;
      const redirect = q.get('redirect_uri') ?? '';
      const answer = (params: Record<string, string>) => {
        const payload = new URLSearchParams({ ...params, state: q.get('state') ?? '' }).toString();
        const mode = q.get('response_mode') === 'query' ? '?' : '#';
        response.writeHead(302, { location: `${redirect}${mode}${payload}` });
        response.end();
      };
      const chosen = q.get('login_hint_choice');
      if (chosen === 'cancel')
        return answer({ error: 'access_denied', error_description: 'The user cancelled.' });
      if (chosen) {
        const code = randomUUID();
        codes.set(code, {
          email: chosen,
          nonce: q.get('nonce') ?? undefined,
          challenge: q.get('code_challenge') ?? '',
          scope: q.get('scope') ?? '',
        });
        return answer({ code });
      }
      const link = (value: string) => {
        const next = new URLSearchParams(q);
        next.set('login_hint_choice', value);
        return `${base}/authorize?${next.toString()}`;
      };
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="ja"><head><title>アカウントを選択 (stand-in)</title></head><body>
<h1>アカウントを選択</h1><p>prompt=${escapeHtml(q.get('prompt') ?? '')}</p><ul>
${OIDC_ACCOUNTS.map((email) => `<li><a href="${escapeHtml(link(email))}">${email}</a></li>`).join('\n')}
</ul><a href="${escapeHtml(link('cancel'))}">キャンセル</a></body></html>`);
    }
    if (url.pathname === `${base}/token` && request.method === 'POST') {
      const form = await readForm(request);
      const type = form.get('grant_type') ?? '';
      grants.push(type);
      if (type === 'authorization_code') {
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (!grant || b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge) {
          return json(response, 400, { error: 'invalid_grant', error_description: 'bad code or verifier' });
        }
        return json(response, 200, tokens(grant));
      }
      if (type === 'refresh_token') {
        const grant = refreshTokens.get(form.get('refresh_token') ?? '');
        if (!grant)
          return json(response, 400, { error: 'invalid_grant', error_description: 'unknown refresh token' });
        return json(response, 200, tokens(grant));
      }
      return json(response, 400, { error: 'unsupported_grant_type' });
    }
    response.writeHead(404).end();
  };

  const listener = (request: http.IncomingMessage, response: http.ServerResponse) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  };
  const secure = https.createServer(selfSignedCertificate(), listener);
  const plain = http.createServer(listener);
  await Promise.all([
    new Promise<void>((resolve) => secure.listen(OIDC_PORT, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => plain.listen(OIDC_KEYS_PORT, '127.0.0.1', resolve)),
  ]);
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { grants, stop: async () => void (await Promise.all([close(secure), close(plain)])) };
}
