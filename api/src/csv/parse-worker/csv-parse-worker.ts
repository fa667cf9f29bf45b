/**
 * The CSV worker (a worker thread; an entry of the API's bundle, scripts/build.mjs): reads an upload's bytes by the
 * shared rule (validatedRows) off the API's event loop, which the parse and the validation held for seconds at a
 * time (DESIGN.md §8 "The CSV worker"). It is sent a few chunks ahead, one more for each it takes, and sends valid
 * records in batches, at most four not yet taken: memory holds a few chunks and batches, never the file.
 */
import { parentPort } from 'node:worker_threads';
import { CsvEncodingError } from '@sdp/shared/domain';
import { CsvHeaderFailure, validatedRows } from '../validated-rows';
import { definitionNamed } from './upload-definitions';
import type { FromWorker, ReadFailure, ToWorker } from './worker-messages';

/** Batches sent and not yet taken before the worker waits. */
const BATCHES_AHEAD = 4;

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

let started: ((message: Extract<ToWorker, { type: 'start' }>) => void) | undefined;
/** Chunks (or the end) the API has sent ahead of the parser; it sends another for each one taken. */
const chunks: Extract<ToWorker, { type: 'chunk' | 'eof' }>[] = [];
let chunkArrived: (() => void) | undefined;
/** Batches of this read the API has taken. */
let taken = 0;
let onTaken: (() => void) | undefined;
port.on('message', (message: ToWorker) => {
  if (message.type === 'start') return started?.(message);
  if (message.type === 'taken') {
    taken += 1;
    onTaken?.();
    onTaken = undefined;
    return;
  }
  chunks.push(message);
  chunkArrived?.();
  chunkArrived = undefined;
});

async function* content(): AsyncGenerator<Uint8Array> {
  for (;;) {
    while (chunks.length === 0) await new Promise<void>((resolve) => (chunkArrived = resolve));
    const message = chunks.shift()!;
    if (message.type !== 'chunk') return;
    send({ type: 'more' });
    yield message.bytes;
  }
}

const failureOf = (error: unknown): ReadFailure =>
  error instanceof CsvHeaderFailure
    ? { kind: 'header', problem: error.problem }
    : error instanceof CsvEncodingError
      ? { kind: 'encoding' }
      : { kind: 'unreadable', message: String(error) };

async function read(start: Extract<ToWorker, { type: 'start' }>): Promise<void> {
  const surveyYears = start.surveyYears && new Map(start.surveyYears);
  const rows = validatedRows(content(), definitionNamed(start.definition), surveyYears);
  let sent = 0;
  taken = 0;
  chunks.length = 0;
  try {
    for (;;) {
      const step = await rows.next();
      if (step.done) return send({ type: 'end', summary: step.value });
      send({ type: 'rows', ...step.value });
      sent += 1;
      while (sent - taken >= BATCHES_AHEAD) await new Promise<void>((resolve) => (onTaken = resolve));
    }
  } catch (error) {
    send({ type: 'failed', failure: failureOf(error) });
  }
}

async function serve(): Promise<void> {
  for (;;) await read(await new Promise((resolve) => (started = resolve)));
}

void serve();
