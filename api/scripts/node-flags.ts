import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Node's flags for the API's process, as `pnpm start` runs it (api/node-flags.json): benches measure what ships. */
export const API_NODE_FLAGS: string[] = JSON.parse(
  readFileSync(path.join(__dirname, '..', 'node-flags.json'), 'utf8'),
) as string[];
