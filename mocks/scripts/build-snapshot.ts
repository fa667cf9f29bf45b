// Mock mode's database: the server's migrations and demo seed run once on PGlite in Node, dumped as a gzip tarball
// that the mock builds carry (mocks/src/browser/open-database.ts loads it). Rebuilt only when a migration or the
// seed changes (the API tests' template cache, keyed by their content). Run by the webpack config of mock builds.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplate } from '@sdp/api/testing';

export const SNAPSHOT = path.resolve(__dirname, '../.snapshot/mock-db.tgz');

async function main() {
  const tar = await pgliteTemplate(PGlite);
  const gz = gzipSync(tar, { level: 9 });
  const current = fs.existsSync(SNAPSHOT) ? fs.readFileSync(SNAPSHOT) : undefined;
  if (current?.equals(gz)) return;
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  fs.writeFileSync(`${SNAPSHOT}.partial`, gz);
  fs.renameSync(`${SNAPSHOT}.partial`, SNAPSHOT);
  console.log(`mock database snapshot: ${(gz.length / 1024).toFixed(0)} KB`);
}
void main();
