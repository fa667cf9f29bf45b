import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

export interface CreateConfigOptions {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
  html?: boolean;
  entry?: string;
  outDir?: string;
  federation?: boolean;
}

export function createConfig(
  options: CreateConfigOptions,
  argv?: { mode?: 'production' | 'development' },
): Configuration & { devServer: DevServerConfiguration };
