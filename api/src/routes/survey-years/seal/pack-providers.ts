import { AUDIT_CSV_COLUMNS, csvHeaderLine, csvRows, UTF8_BOM } from '@sdp/shared/domain';
import type { Scoped } from '../../../db/scope';
import { pagesOf } from '../../../csv/csv-export';
import { newestAuditEventId, pageAuditEvents } from '../../audit-events/audit-events-repository';
import { uploadBytes, yearUploads } from '../../uploads/uploads-repository';
import { findSeal, listRestatements } from './seal-repository';
import { YEAR_EXPORTS } from './year-exports';

/** One file of the assurance pack: its path in the ZIP and its bytes as they are produced. */
interface PackFile {
  name: string;
  chunks: AsyncIterable<string | Uint8Array>;
}

/** Files of a year's pack, every read as the 全社 scope (the pack covers the whole year whoever downloads it). */
export type PackProvider = (read: Scoped, fy: number) => AsyncIterable<PackFile>;

async function* single(text: string) {
  yield text;
}

const json = (value: unknown) => single(`${JSON.stringify(value, null, 2)}\n`);

/** The year's audit events as the audit log's CSV export writes them. */
const auditEvents: PackProvider = async function* (read, fy) {
  const upTo = await read(newestAuditEventId);
  const pages = pagesOf(
    async (limit, offset) =>
      (
        await read((db) =>
          pageAuditEvents(db, { survey_fy: fy, upTo, page: offset / limit + 1, per_page: limit }),
        )
      ).events,
  );
  yield {
    name: `audit_events_${fy}.csv`,
    chunks: (async function* () {
      yield UTF8_BOM + csvHeaderLine(AUDIT_CSV_COLUMNS);
      for await (const page of pages) yield csvRows(AUDIT_CSV_COLUMNS, page);
    })(),
  };
};

const seal: PackProvider = async function* (read, fy) {
  yield { name: 'seal.json', chunks: json((await read((db) => findSeal(db, fy))) ?? null) };
  yield { name: 'restatements.json', chunks: json(await read((db) => listRestatements(db, fy))) };
};

/** The year's data exports: the files the seal's digest is computed over (there without the BOM and `# kind` lines). */
const yearExports: PackProvider = async function* (read, fy) {
  for (const kind of YEAR_EXPORTS) {
    yield {
      name: `exports/${kind.fileName(fy)}`,
      chunks: (async function* () {
        yield UTF8_BOM + kind.header;
        for await (const page of kind.pages(read, fy)) yield page.text;
      })(),
    };
  }
};

/**
 * Every upload of the year as uploaded (DESIGN.md §8 "Uploads are evidence"), numbered in upload order so two files
 * of one name stay apart, and uploads.json: who uploaded each, when, its recorded SHA-256 (the manifest's is
 * computed over the bytes in the pack: the two agree while the stored file is intact), counts, warnings, comment.
 */
const uploads: PackProvider = async function* (read, fy) {
  const kept = await read((db) => yearUploads(db, fy));
  // A file name is the uploader's text: no path of its own inside the pack (../, drive letters, separators).
  const safe = (name: string) =>
    [...name]
      .map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '_' : char))
      .join('')
      .replace(/^\.+/, '_');
  const names = kept.map(
    (upload, i) => `uploads/${String(i + 1).padStart(3, '0')}_${safe(upload.file_name)}`,
  );
  yield { name: 'uploads.json', chunks: json(kept.map((upload, i) => ({ file: names[i], ...upload }))) };
  for (const [i, upload] of kept.entries()) {
    yield { name: names[i] ?? upload.upload_id, chunks: uploadBytes(read, upload.upload_id) };
  }
};

/** What the pack holds, in order; manifest.json, listing each file's SHA-256 and size, comes last. */
export const PACK_PROVIDERS: readonly PackProvider[] = [auditEvents, seal, yearExports, uploads];
