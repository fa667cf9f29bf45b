// A stage of `pnpm test` after the builds: the production builds of the shell and the five remotes carry nothing of
// mock mode (dist-scan.mjs). Exits 1 with each finding.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { scanDist } from '../dist-scan.mjs';
import { REMOTES, ROOT, SHELL } from './apps.mjs';

const dirs = [SHELL, ...REMOTES].map((app) => path.join(ROOT, app.dir, 'dist'));
const missing = dirs.filter((dir) => !existsSync(dir));
if (missing.length) {
  console.error(
    `no production build in ${missing.join(', ')}: run node tools/build/scripts/build-all.mjs first`,
  );
  process.exit(1);
}
const findings = await scanDist(dirs);
for (const { file, what } of findings) console.error(`${path.relative(ROOT, file)}: ${what}`);
console.log(
  findings.length
    ? `${findings.length} findings: production builds must not carry mock mode`
    : `production builds of ${dirs.length} apps carry nothing of mock mode (PGlite, the server's handlers and SQL, msw)`,
);
process.exit(findings.length ? 1 : 0);
