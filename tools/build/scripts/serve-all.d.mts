import type { ChildProcess } from 'node:child_process';

export interface StartAllOptions {
  mock?: boolean;
  withMockShell?: boolean;
  api?: boolean;
  apiEnv?: Record<string, string>;
  host?: string;
  /** Called when a process or server of the product ends on its own: its name and why. */
  onLost?: (name: string, why: string) => void;
}

export function startApi(
  env?: Record<string, string>,
  onLost?: (name: string, why: string) => void,
): Promise<ChildProcess>;
export function startAll(options?: StartAllOptions): Promise<{ stop: () => Promise<void> }>;
