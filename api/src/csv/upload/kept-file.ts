import type { UploadedFile } from '../../pipeline/request';

/**
 * The upload's file with its pieces kept as they pass (DESIGN.md §8 "Uploads are evidence"): the reader still
 * streams it, and an upload that changes data stores these exact bytes. Memory is bounded by the upload size limit.
 */
export function keptFile(file: UploadedFile | undefined): {
  file: UploadedFile | undefined;
  pieces: Uint8Array[];
} {
  const pieces: Uint8Array[] = [];
  if (!file) return { file, pieces };
  const source = file.content;
  async function* content(): AsyncGenerator<Uint8Array> {
    for await (const piece of source) {
      // A copy: a transport may hand out views of a buffer it reuses.
      pieces.push(new Uint8Array(piece));
      yield piece;
    }
  }
  return { file: { ...file, content: content() }, pieces };
}
