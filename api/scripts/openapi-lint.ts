// The OpenAPI document as the app generates it (docs are off in production, so it is not fetched from a server),
// linted with Redocly's recommended rules (api/redocly.yaml; the spec's two trailing-slash paths are listed as
// exceptions in api/.redocly.lint-ignore.yaml). Exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../src/test/test-app';

const root = path.resolve(__dirname, '../..');

async function main() {
  const t = await createTestApp();
  await t.app.ready();
  const file = path.join(root, 'api/tmp/openapi.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(t.app.swagger(), null, 2));
  await t.close();
  const lint = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['lint', 'tmp/openapi.json', '--config', 'redocly.yaml', '--format', 'summary'],
    { cwd: path.join(root, 'api'), stdio: 'inherit' },
  );
  process.exitCode = lint.status ?? 1;
}
void main();
