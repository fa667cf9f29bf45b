import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Scoped } from '../../../db/scope';
import { readWholeCompany } from './compute-seal';
import { PACK_PROVIDERS, type PackFile } from './pack-providers';

export interface ManifestEntry {
  name: string;
  sha256: string;
  size: number;
}

/** A file's bytes as the ZIP takes them, hashed and counted on the way. */
function hashing(file: PackFile, into: ManifestEntry[]): Readable {
  const hash = createHash('sha256');
  let size = 0;
  return Readable.from(
    (async function* () {
      for await (const chunk of file.chunks) {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
        hash.update(bytes);
        size += bytes.length;
        yield bytes;
      }
      into.push({ name: file.name, sha256: hash.digest('hex'), size });
    })(),
  );
}

/**
 * The year's assurance pack as a ZIP stream (DESIGN.md §8): every provider's files, read in one repeatable-read
 * transaction as the 全社 scope on a connection of its own (the answer streams after the request), then
 * manifest.json. A failure mid-way breaks the stream, so a partial pack is never taken for a whole one.
 */
export function assurancePack(background: Scoped, fy: number, createdAt = new Date()): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const manifest: ManifestEntry[] = [];
  const written = background((db) =>
    db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        await readWholeCompany(tx);
        for (const provider of PACK_PROVIDERS) {
          for await (const file of provider(tx, fy)) {
            const entry = once(archive, 'entry');
            archive.append(hashing(file, manifest), { name: file.name, date: createdAt });
            await entry;
          }
        }
      }),
  );
  written.then(
    async () => {
      const body = { survey_fy: fy, created_at: createdAt.toISOString(), files: manifest };
      archive.append(`${JSON.stringify(body, null, 2)}\n`, { name: 'manifest.json', date: createdAt });
      await archive.finalize();
    },
    (error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return archive;
}
