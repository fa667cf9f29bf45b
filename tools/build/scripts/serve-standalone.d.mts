export interface Standalone {
  dir: string;
  name: string;
  port: number;
}

export const STANDALONES: readonly Standalone[];
export function startStandalones(options?: { host?: string }): Promise<{ stop: () => void }>;
