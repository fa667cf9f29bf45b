import type { ChildProcess } from 'node:child_process';

export declare const nginxBin: () => string | undefined;
export declare function startBalancer(options: {
  dir: string;
  port: number;
  upstreams: readonly number[];
  bin?: string;
}): { child: ChildProcess; stop: () => Promise<void> };
