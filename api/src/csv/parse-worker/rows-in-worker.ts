import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SurveyYearStatus } from '@sdp/shared/contracts';
import { CsvEncodingError, type CsvValue } from '@sdp/shared/domain';
import { CsvHeaderFailure, type ReadSummary, type RowBatch } from '../validated-rows';
import type { FromWorker, ReadFailure, ToWorker } from './worker-messages';

/** Chunks of the file sent to the worker before it has taken them: one round trip per chunk was slow under load. */
const CHUNKS_AHEAD = 4;

/** A worker that has finished a read waits this long for the next before it ends (starting one costs ~50 ms). */
const IDLE_MS = 10_000;

/**
 * The worker's file: the bundle's own entry beside server.js (scripts/build.mjs), or, run from the TypeScript
 * source (tsx, Jest), the source itself compiled by tsx as the worker loads it.
 */
function spawn(): Worker {
  if (!__filename.endsWith('.ts')) return new Worker(path.join(__dirname, 'csv-parse-worker.js'));
  const tsx = JSON.stringify(require.resolve('tsx/cjs/api'));
  const entry = JSON.stringify(path.join(__dirname, 'csv-parse-worker.ts'));
  return new Worker(`require(${tsx}).register(); require(${entry});`, { eval: true });
}

/** One idle worker is kept for the next upload; more uploads at once each start their own. */
let idle: { worker: Worker; timer: NodeJS.Timeout } | undefined;

function acquire(): Worker {
  if (!idle) {
    const worker = spawn();
    worker.once('exit', () => {
      if (idle?.worker === worker) idle = undefined;
    });
    return worker;
  }
  const { worker, timer } = idle;
  idle = undefined;
  clearTimeout(timer);
  worker.ref();
  return worker;
}

function release(worker: Worker): void {
  if (idle) {
    void worker.terminate();
    return;
  }
  // An idle worker keeps no process alive (a test run, a server shutting down).
  worker.unref();
  const timer = setTimeout(() => void worker.terminate(), IDLE_MS);
  timer.unref();
  idle = { worker, timer };
}

const errorOf = (failure: ReadFailure): Error =>
  failure.kind === 'header'
    ? new CsvHeaderFailure(failure.problem)
    : failure.kind === 'encoding'
      ? new CsvEncodingError()
      : new Error(failure.message);

/**
 * validatedRows run in the CSV worker (csv-parse-worker.ts): the same batches and summary, the same failures thrown,
 * while this thread only passes the file's chunks on, a few ahead of the worker, and takes the batches.
 */
export async function* rowsInWorker<T extends Record<string, CsvValue>>(
  content: AsyncIterable<Uint8Array>,
  definition: string,
  surveyYears?: ReadonlyMap<number, SurveyYearStatus>,
): AsyncGenerator<RowBatch<T>, ReadSummary> {
  const worker = acquire();
  const source = content[Symbol.asyncIterator]();
  const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  const inbox: FromWorker[] = [];
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  // Chunks are read one after another, in order: a read of the source waits for the one before.
  let reading: Promise<void> = Promise.resolve();
  let ended = false;
  const feed = () => (reading = reading.then(feedOne));
  const feedOne = async () => {
    if (ended || failure !== undefined) return;
    try {
      const step = await source.next();
      if (step.done) {
        ended = true;
        return send({ type: 'eof' });
      }
      // A copy of its own, moved to the worker: the chunk may be a view into a buffer that is not ours to move.
      const bytes = new Uint8Array(step.value);
      send({ type: 'chunk', bytes }, [bytes.buffer]);
    } catch (error) {
      failure ??= error;
      notify();
    }
  };
  const onMessage = (message: FromWorker) => {
    if (message.type === 'more') return void feed();
    inbox.push(message);
    notify();
  };
  const onFailure = (error: unknown) => {
    failure ??= error ?? new Error('the CSV worker stopped');
    notify();
  };
  worker.on('message', onMessage);
  worker.on('error', onFailure);
  worker.on('exit', onFailure);
  // Whether the worker finished this read itself and may take the next.
  let finished = false;
  try {
    send({ type: 'start', definition, surveyYears: surveyYears && [...surveyYears] });
    for (let ahead = 0; ahead < CHUNKS_AHEAD; ahead += 1) void feed();
    for (;;) {
      while (inbox.length === 0 && failure === undefined)
        await new Promise<void>((resolve) => (wake = resolve));
      if (failure !== undefined) throw failure;
      const message = inbox.shift()!;
      if (message.type === 'end') {
        finished = true;
        return message.summary;
      }
      if (message.type === 'failed') {
        finished = true;
        throw errorOf(message.failure);
      }
      if (message.type === 'rows') {
        const { records, lines, errorCount } = message;
        yield { records: records as T[], lines, errorCount };
        send({ type: 'taken' });
      }
    }
  } finally {
    worker.off('message', onMessage);
    worker.off('error', onFailure);
    worker.off('exit', onFailure);
    // The rest of a file the read stopped short of is not read; a chunk on its way lands before the next read starts.
    ended = true;
    await reading;
    if (finished) release(worker);
    else void worker.terminate();
    await source.return?.();
  }
}
