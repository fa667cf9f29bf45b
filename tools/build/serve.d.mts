import type { Server } from 'node:http';

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  overrides?: Record<string, string>;
  allowOrigins?: string[];
  /** Strict-Transport-Security on every answer; defaults to NODE_ENV=production. */
  hsts?: boolean;
  /** A mock build: its policy also allows compiling WebAssembly (PGlite). */
  mock?: boolean;
}

/** `warmed` settles once the app's files are compressed ahead of requests (compressed-cache.mjs). */
export type StaticServer = Server & { warmed: Promise<void> };

export function startStaticServer(options: StaticServerOptions): Promise<StaticServer>;
