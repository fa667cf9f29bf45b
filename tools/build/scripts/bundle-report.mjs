// The bundle report of issue #2 is part of the web benchmark: gzip bytes per file for /login and the first
// maintenance list page, federated beside a single-bundle build made in the same run. One run; `pnpm bench:web`
// gives the full figures (five runs, times, switches, targets).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const result = spawnSync(
  process.execPath,
  [path.join(ROOT, 'tools/bench/web/bench-web.mjs'), '--files', '--runs', '1', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
