// The Content-Security-Policy of the shell and the remotes, computed from the shell's runtime config.json when it
// is served: moving a remote or enabling a sign-in provider changes config.json, never a build.

const CLEAN_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const MICROSOFT_LOGIN = 'https://login.microsoftonline.com';
/** Firebase's popup talks to its iframe through Google's gapi loader, a script. */
const GOOGLE_API_SCRIPTS = 'https://apis.google.com';
const FIREBASE_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * MSAL's silent renewal loads this page of the shell in a hidden iframe (shared/src/auth/microsoft-redirect.ts),
 * so it alone may be framed, and only by the shell itself.
 */
const FRAMEABLE_PATHS = ['/auth/microsoft'];

/**
 * The origin of an absolute http(s) URL, or null: relative URLs are the page's own origin, and anything that would
 * not be a clean source expression (spaces, semicolons, other schemes) is dropped rather than written into a policy.
 * @param {unknown} url
 * @returns {string | null}
 */
export function originOf(url) {
  if (typeof url !== 'string' || !url) return null;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return CLEAN_ORIGIN.test(parsed.origin) ? parsed.origin : null;
}

/** The Firebase emulator is honoured on a loopback host only, as the browser code does (firebase-session.ts). */
function loopbackOrigin(url) {
  const origin = originOf(url);
  return origin && LOOPBACK.has(new URL(origin).hostname) ? origin : null;
}

const list = (value) => (Array.isArray(value) ? value : []);

/**
 * Where the page may load scripts from, connect to and frame, by what the runtime config enables.
 * @param {import('./csp.d.mts').CspConfig} config
 */
export function policySources(config = {}) {
  const remotes = list(config.remoteOrigins).map(originOf);
  const auth = config.auth ?? {};
  const providers = list(auth.providers);
  const script = [...remotes];
  const connect = [originOf(config.apiBaseUrl), ...remotes];
  const frame = [];
  if (providers.includes('dev')) connect.push(originOf(auth.devIdpUrl));
  if (providers.includes('microsoft') && auth.microsoft) {
    const authority = originOf(auth.microsoft.authority ?? MICROSOFT_LOGIN);
    connect.push(authority);
    // MSAL's AAD mode asks login.microsoftonline.com for instance metadata, whatever the authority.
    if (auth.microsoft.protocolMode !== 'OIDC') connect.push(MICROSOFT_LOGIN);
    // Silent renewal: the authority's page in a hidden iframe, which comes back to the shell's redirect page.
    frame.push("'self'", authority);
  }
  if (providers.includes('google') && auth.google) {
    script.push(GOOGLE_API_SCRIPTS);
    const emulator = loopbackOrigin(auth.google.emulatorUrl);
    if (emulator) {
      connect.push(emulator);
      frame.push(emulator);
    } else {
      connect.push(...FIREBASE_ENDPOINTS);
      frame.push(originOf(`https://${auth.google.authDomain}`));
    }
  }
  const unique = (sources) => [...new Set(sources.filter(Boolean))];
  return { script: unique(script), connect: unique(connect), frame: unique(frame) };
}

/**
 * The policy for a page of this server. Without a runtime config (a remote's own server, the standalone harness)
 * everything is the page's own origin only.
 * @param {import('./csp.d.mts').CspConfig} [config]
 * @param {{ path?: string, mock?: boolean }} [options] `mock`: a mock build, which runs the server's code on PGlite
 *   (WebAssembly) in the page: only its policy has 'wasm-unsafe-eval' (WebAssembly compilation, not JavaScript eval);
 *   production builds carry no WebAssembly and keep the strict policy.
 * @returns {string}
 */
export function contentSecurityPolicy(config = {}, { path = '/', mock = false } = {}) {
  const { script, connect, frame } = policySources(config);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(mock ? ["'wasm-unsafe-eval'"] : []), ...script],
    'connect-src': ["'self'", ...connect],
    'frame-src': frame.length ? frame : ["'none'"],
    // antd's CSS-in-JS writes <style> elements at run time (SECURITY.md).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // msw's service worker and the database worker of mock mode.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': FRAMEABLE_PATHS.includes(path) ? ["'self'"] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** HSTS for production: one year, subdomains included (ignored by browsers on plain http). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
