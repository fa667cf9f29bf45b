/** The parts of the shell's runtime config.json (RuntimeConfig) that the policy reads; the file is untrusted JSON. */
export interface CspConfig {
  apiBaseUrl?: string;
  remoteOrigins?: string[];
  auth?: {
    providers?: string[];
    devIdpUrl?: string;
    microsoft?: { authority?: string; protocolMode?: 'AAD' | 'OIDC'; [key: string]: unknown };
    google?: { authDomain?: string; emulatorUrl?: string; [key: string]: unknown };
  };
  [key: string]: unknown;
}

export const STRICT_TRANSPORT_SECURITY: string;
export function originOf(url: unknown): string | null;
export function policySources(config?: CspConfig): { script: string[]; connect: string[]; frame: string[] };
export function contentSecurityPolicy(config?: CspConfig, options?: { path?: string; mock?: boolean }): string;
