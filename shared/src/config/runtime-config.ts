export type AuthProviderId = 'dev' | 'microsoft' | 'google';

export interface ReportLink {
  id: string;
  title: string;
  description: string;
  url: string;
  roles: readonly string[];
}

/** Read by the shell from /config.json at start-up; nothing here is baked into a build. */
export interface RuntimeConfig {
  /** Origin of the API server, without /api/v1; empty means same origin (mock mode). */
  apiBaseUrl: string;
  supportEmail: string;
  mock: boolean;
  auth: {
    providers: AuthProviderId[];
    devIdpUrl?: string;
    microsoft?: { clientId: string; tenantId: string; authority?: string; apiScope: string };
    google?: { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string };
  };
  reports: ReportLink[];
}

const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  supportEmail: 'sdp-support@example.com',
  mock: false,
  auth: { providers: ['dev'], devIdpUrl: '/dev-idp' },
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
