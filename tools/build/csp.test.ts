import { contentSecurityPolicy, originOf, policySources } from './csp.mjs';

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

const BUILT = {
  apiBaseUrl: 'http://localhost:3100',
  remoteOrigins: ['http://localhost:3001', 'http://localhost:3002/'],
  auth: { providers: ['dev'], devIdpUrl: 'http://localhost:3100/dev-idp' },
};

test('the shell: scripts only from itself and the allowed remote origins, the fixed lockdown directives', () => {
  const policy = directives(contentSecurityPolicy(BUILT));
  expect(policy['script-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002']);
  expect(policy['connect-src']).toEqual([
    "'self'",
    'http://localhost:3100',
    'http://localhost:3001',
    'http://localhost:3002',
  ]);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['frame-src']).toEqual(["'none'"]);
  expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy['img-src']).toEqual(["'self'", 'data:']);
  expect(policy['worker-src']).toEqual(["'self'"]);
  // Nothing that would let an injected string run as code.
  expect(policy['script-src']).not.toContain("'unsafe-inline'");
  expect(policy['script-src']).not.toContain("'unsafe-eval'");
});

test('a mock build may compile WebAssembly (PGlite) and nothing more; production may not', () => {
  expect(directives(contentSecurityPolicy({}, { mock: true }))['script-src']).toEqual([
    "'self'",
    "'wasm-unsafe-eval'",
  ]);
  expect(directives(contentSecurityPolicy({}))['script-src']).not.toContain("'wasm-unsafe-eval'");
});

test('without a config (a remote’s own server, the standalone harness) everything is the page’s own origin', () => {
  const policy = directives(contentSecurityPolicy());
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['connect-src']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
});

test('Entra ID: its authority may be fetched and framed for silent renewal, and only MSAL’s page may be framed', () => {
  const config = {
    auth: { providers: ['microsoft'], microsoft: { clientId: 'c', tenantId: 't', apiScope: 's' } },
  };
  expect(policySources(config)).toEqual({
    script: [],
    connect: ['https://login.microsoftonline.com'],
    frame: ["'self'", 'https://login.microsoftonline.com'],
  });
  expect(directives(contentSecurityPolicy(config, { path: '/auth/microsoft' }))['frame-ancestors']).toEqual([
    "'self'",
  ]);
  expect(directives(contentSecurityPolicy(config, { path: '/login' }))['frame-ancestors']).toEqual([
    "'none'",
  ]);
  const standIn = {
    auth: {
      providers: ['microsoft'],
      microsoft: { authority: 'https://localhost:3210/e2e-tenant/v2.0', protocolMode: 'OIDC' as const },
    },
  };
  expect(policySources(standIn).connect).toEqual(['https://localhost:3210']);
});

test('Google through Firebase: gapi’s script, Firebase’s endpoints and its auth domain’s iframe', () => {
  const google = { apiKey: 'k', authDomain: 'sdp-prod.firebaseapp.com', projectId: 'sdp-prod' };
  expect(policySources({ auth: { providers: ['google'], google } })).toEqual({
    script: ['https://apis.google.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frame: ['https://sdp-prod.firebaseapp.com'],
  });
  // The local emulator replaces the endpoints, and only on a loopback host (as the browser code does).
  expect(
    policySources({
      auth: { providers: ['google'], google: { ...google, emulatorUrl: 'http://127.0.0.1:3230' } },
    }),
  ).toEqual({
    script: ['https://apis.google.com'],
    connect: ['http://127.0.0.1:3230'],
    frame: ['http://127.0.0.1:3230'],
  });
  expect(
    policySources({
      auth: { providers: ['google'], google: { ...google, emulatorUrl: 'http://10.0.0.5:3230' } },
    }).connect,
  ).toEqual(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
});

test('a provider that is configured but not enabled adds nothing', () => {
  const config = {
    auth: {
      providers: ['dev'],
      devIdpUrl: '/dev-idp',
      microsoft: { authority: 'https://login.microsoftonline.com/t' },
      google: { authDomain: 'x.firebaseapp.com' },
    },
  };
  expect(policySources(config)).toEqual({ script: [], connect: [], frame: [] });
});

test('entries that are no clean origin never reach the policy (no directive injection)', () => {
  const policy = contentSecurityPolicy({
    apiBaseUrl: 'javascript:alert(1)',
    remoteOrigins: [
      "http://a.example; script-src 'unsafe-inline'",
      '*',
      "'unsafe-eval'",
      'data:text/javascript,1',
      42,
      'https://ok.example',
    ] as unknown as string[],
  });
  expect(directives(policy)['script-src']).toEqual(["'self'", 'https://ok.example']);
  expect(policy).not.toMatch(/unsafe-eval|a\.example|\*|javascript/);
  expect(originOf('https://ok.example:8443/path?q=1')).toBe('https://ok.example:8443');
});
