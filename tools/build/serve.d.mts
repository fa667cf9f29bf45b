import type { Server } from 'node:http';

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  overrides?: Record<string, string>;
  allowOrigins?: string[];
}

export function startStaticServer(options: StaticServerOptions): Promise<Server>;
