import type { ChildProcess } from 'node:child_process';

export interface StartAllOptions {
  mock?: boolean;
  withMockShell?: boolean;
  api?: boolean;
  apiEnv?: Record<string, string>;
  host?: string;
}

export function startApi(env?: Record<string, string>): Promise<ChildProcess>;
export function startAll(options?: StartAllOptions): Promise<{ stop: () => void }>;
