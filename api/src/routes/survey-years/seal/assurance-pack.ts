import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import { Zip, ZipDeflate } from 'fflate';
import type { Scoped } from '../../../db/scope';
import { wholeCompany } from './compute-seal';
import { PACK_PROVIDERS } from './pack-providers';

export interface ManifestEntry {
  name: string;
  sha256: string;
  size: number;
}

const encoder = new TextEncoder();
/** A ZIP date cannot be before 1980: a year never sealed dates its entries here. */
const UNSEALED_STAMP = new Date('1980-01-02T00:00:00Z');

/**
 * The year's assurance pack as a ZIP, produced as the reader asks for it (DESIGN.md §8): every provider's files, then
 * manifest.json with each file's SHA-256 and size. fflate, not archiver: mock mode runs the server's handlers in the
 * page, where Node's streams and zlib are not. Each read is its own 全社 transaction on a connection `background`
 * hands out (the answer streams after the request). A failure mid-way breaks the stream, never a short pack.
 */
export async function* assurancePack(background: Scoped, fy: number, sealedAt: Date | null) {
  // Entries dated with the seal, not the download: the same year's pack is the same bytes each time.
  const stamp = sealedAt ?? UNSEALED_STAMP;
  const read = wholeCompany(background);
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else out.push(data);
  });
  function* drain() {
    if (failure) throw failure;
    yield* out.splice(0);
  }
  const add = (name: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = stamp;
    zip.add(entry);
    return entry;
  };
  const manifest: ManifestEntry[] = [];
  for (const provider of PACK_PROVIDERS) {
    for await (const file of provider(read, fy)) {
      const entry = add(file.name);
      const hash = sha256.create();
      let size = 0;
      for await (const chunk of file.chunks) {
        const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
        hash.update(bytes);
        size += bytes.length;
        entry.push(bytes);
        yield* drain();
      }
      entry.push(new Uint8Array(0), true);
      manifest.push({ name: file.name, sha256: bytesToHex(hash.digest()), size });
      yield* drain();
    }
  }
  const body = { survey_fy: fy, sealed_at: sealedAt?.toISOString() ?? null, files: manifest };
  add('manifest.json').push(encoder.encode(`${JSON.stringify(body, null, 2)}\n`), true);
  zip.end();
  yield* drain();
}
