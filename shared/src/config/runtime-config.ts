export type AuthProviderId = 'dev' | 'microsoft' | 'google';

export interface ReportLink {
  id: string;
  title: string;
  description: string;
  url: string;
  roles: readonly string[];
}

/** Microsoft Entra ID (MSAL). */
export interface MicrosoftAuthConfig {
  clientId: string;
  tenantId: string;
  /** The API's own scope, e.g. api://<client id>/access_as_user; its access token is the bearer token. */
  apiScope: string;
  /** Defaults to https://login.microsoftonline.com/<tenantId>. */
  authority?: string;
  /** A non-Microsoft authority (a local OpenID Connect stand-in) needs its host here and protocolMode OIDC. */
  knownAuthorities?: string[];
  protocolMode?: 'AAD' | 'OIDC';
}

/** Google through Firebase Authentication. */
export interface GoogleAuthConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Firebase Auth emulator, e.g. http://127.0.0.1:3230; honoured only on a loopback host. */
  emulatorUrl?: string;
}

/** Read by the shell from /config.json at start-up; nothing here is baked into a build. */
export interface RuntimeConfig {
  /** Origin of the API server, without /api/v1; empty means same origin (mock mode). */
  apiBaseUrl: string;
  supportEmail: string;
  mock: boolean;
  /**
   * Origins the remotes may be loaded from (remotes.json names the manifests). A remote elsewhere is refused, and
   * the shell's server allows scripts from these origins only (Content-Security-Policy). Missing means none.
   */
  remoteOrigins: string[];
  auth: {
    providers: AuthProviderId[];
    devIdpUrl?: string;
    microsoft?: MicrosoftAuthConfig;
    google?: GoogleAuthConfig;
  };
  reports: ReportLink[];
}

const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  supportEmail: 'sdp-support@example.com',
  mock: false,
  remoteOrigins: [],
  // A config.json must name its sign-in providers: the development one is never on by default.
  auth: { providers: [], devIdpUrl: '/dev-idp' },
  reports: [],
};

let current: RuntimeConfig = DEFAULT_CONFIG;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULT_CONFIG, ...config, auth: { ...DEFAULT_CONFIG.auth, ...config.auth } };
  return current;
}

export const getRuntimeConfig = (): RuntimeConfig => current;

export const API_PREFIX = '/api/v1';
export const apiUrl = (path: string): string =>
  `${current.apiBaseUrl.replace(/\/$/, '')}${API_PREFIX}${path}`;
