import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scanDist } from './dist-scan.mjs';

function build(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sdp-dist-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('a production build of pages and chunks passes', async () => {
  const dir = build({
    'main.js': 'fetch("/api/v1/audit_events");const a={select:1}',
    'chunks/list.1234abcd.js': 'export const rows=[]',
    'index.html': '<script src="/main.js"></script>',
  });
  expect(await scanDist([dir])).toEqual([]);
});

test('finds PGlite, its WebAssembly, the server’s query builder and SQL, and msw', async () => {
  const dir = build({
    'chunks/a.js': 'new PGlite()',
    '86f4659c.wasm': '\0asm',
    'chunks/b.js': 'db.selectFrom("users")',
    'chunks/c.js': 'CREATE TABLE users',
    'chunks/d.js': 'console.log("[MSW] Mocking enabled")',
  });
  const found = (await scanDist([dir])).map(({ file, what }) => `${path.basename(file)}: ${what}`).sort();
  expect(found).toEqual([
    '86f4659c.wasm: a file of mock mode',
    'a.js: PGlite',
    'b.js: the server’s query builder (Kysely)',
    'c.js: SQL of the server',
    'd.js: msw',
  ]);
});
