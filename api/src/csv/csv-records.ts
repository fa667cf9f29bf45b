import { parse } from 'csv-parse';
import { CSV_PARSE_OPTIONS, type ParsedCsvRecord } from '@sdp/shared/domain';

/**
 * The records of a CSV text as it arrives, by the shared reading rule. Only the stream's events are used, so the
 * same code runs on Node's streams on the server and on csv-parse's browser build in mock mode. A failure of the
 * text (an encoding error, the size limit) is thrown from the records; stopping early stops reading.
 */
export async function* csvRecords(text: AsyncIterable<string>): AsyncGenerator<ParsedCsvRecord> {
  const parser = parse(CSV_PARSE_OPTIONS);
  const queue: ParsedCsvRecord[] = [];
  let failure: unknown;
  let ended = false;
  let stopped = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  let resume: (() => void) | undefined;
  const taken = () => {
    resume?.();
    resume = undefined;
  };
  parser.on('readable', () => {
    for (let record = parser.read(); record !== null; record = parser.read())
      queue.push(record as ParsedCsvRecord);
    notify();
  });
  parser.on('error', (error: unknown) => {
    failure ??= error;
    notify();
  });
  parser.on('end', () => {
    ended = true;
    notify();
  });
  // Whichever comes first; the other listeners go too, or a long file piles them up. A parser that has failed
  // drains never again (and has already closed): waiting for it hung the upload for good.
  const writable = () =>
    new Promise<void>((resolve) => {
      if (failure !== undefined || parser.destroyed) return resolve();
      const done = () => {
        parser.removeListener('drain', done);
        parser.removeListener('close', done);
        parser.removeListener('error', done);
        resolve();
      };
      parser.once('drain', done);
      parser.once('close', done);
      parser.once('error', done);
    });
  // csv-parse's browser build has no destroy(): ending the parser stops it there.
  const stop = () => (typeof parser.destroy === 'function' ? parser.destroy() : parser.end());
  const pumping = (async () => {
    try {
      for await (const chunk of text) {
        // Nothing more is written once the reader stopped or the parser failed.
        if (stopped || failure !== undefined) return;
        // The next chunk is parsed once the reader has taken the records of the last: parsing outruns validating,
        // and records left waiting in the queue lived long enough to reach V8's old generation (garbage that only a
        // full collection frees, most of an upload's peak memory).
        if (queue.length > 0 || parser.readableLength > 0)
          await new Promise<void>((resolve) => (resume = resolve));
        if (stopped || failure !== undefined) return;
        if (!parser.write(chunk)) await writable();
      }
      parser.end();
    } catch (error) {
      failure ??= error;
      stop();
      notify();
    }
  })();
  try {
    for (let next = 0; ;) {
      while (next < queue.length) yield queue[next++]!;
      queue.length = next = 0;
      taken();
      if (failure !== undefined) throw failure;
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    stopped = true;
    taken();
    stop();
    await pumping;
  }
}
