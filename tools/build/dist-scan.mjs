// What production builds must never carry: mock mode's database (PGlite, its WebAssembly, the snapshot), the server's
// handlers and SQL, migrations, msw. Mock builds (dist-mock, dist-standalone) carry them on purpose.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** File names that are mock mode's own. */
const FORBIDDEN_FILES = /\.(wasm|data|tgz)$|^mock-db-worker\.js$|^mockServiceWorker\.js$/;

/** Text that only mock mode's code brings in (names survive minification: properties and string literals). */
export const FORBIDDEN_TEXT = [
  { what: 'PGlite', pattern: /pglite/i },
  { what: 'the server’s query builder (Kysely)', pattern: /\b(selectFrom|insertInto|deleteFrom)\b/ },
  { what: 'SQL of the server', pattern: /\b(CREATE TABLE|schema_migrations|revoked_tokens|idempotency_keys)\b/ },
  { what: 'msw', pattern: /\[MSW\]|mockServiceWorker/ },
];

async function* filesOf(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(full);
    else yield full;
  }
}

/**
 * Every finding in the given build folders: `{ file, what }`. JavaScript and JSON are read; anything else is judged
 * by its name.
 * @param {string[]} dirs
 */
export async function scanDist(dirs) {
  const findings = [];
  for (const dir of dirs) {
    for await (const file of filesOf(dir)) {
      const name = path.basename(file);
      if (FORBIDDEN_FILES.test(name)) {
        findings.push({ file, what: 'a file of mock mode' });
        continue;
      }
      if (!/\.(m?js|json|html)$/.test(name)) continue;
      const text = await readFile(file, 'utf8');
      for (const { what, pattern } of FORBIDDEN_TEXT) if (pattern.test(text)) findings.push({ file, what });
    }
  }
  return findings;
}
