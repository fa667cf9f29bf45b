/** What bench-csv.ts measures beside time: the API process's memory by kind, and other users' latency log. */
import fs from 'node:fs';

const MB = 2 ** 20;
export const MEMORY_KINDS = ['rss', 'heapUsed', 'external', 'arrayBuffers', 'wasm'] as const;
type Kind = (typeof MEMORY_KINDS)[number];
export type MemorySample = Record<Kind, number> & { at: number };
export interface MemoryReading {
  pid: number;
  /** The kernel's peak resident set since the reset (VmHWM), MB: it misses no spike between samples. */
  hwm: number;
  samples: MemorySample[];
}

/** The process's peak resident set (VmHWM) in MB; `clear_refs` 5 sets it back to the current RSS. */
const vmHwm = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf-8'))?.[1]) / 1024;

/** Samples process.memoryUsage() and PGlite's WASM memory every 20 ms, in MB, from `reset` on. */
export function memorySampler(wasm: () => number) {
  let started = performance.now();
  let samples: MemorySample[] = [];
  const sample = () => {
    const usage = process.memoryUsage();
    samples.push({
      at: performance.now() - started,
      rss: usage.rss / MB,
      heapUsed: usage.heapUsed / MB,
      external: usage.external / MB,
      arrayBuffers: usage.arrayBuffers / MB,
      wasm: wasm() / MB,
    });
  };
  const timer = setInterval(sample, 20);
  return {
    reset: () => {
      try {
        fs.writeFileSync('/proc/self/clear_refs', '5');
      } catch {
        // Not Linux, or not allowed: VmHWM is then the process's lifetime peak.
      }
      started = performance.now();
      samples = [];
      return null;
    },
    read: (): MemoryReading => {
      sample();
      return { pid: process.pid, hwm: vmHwm(), samples };
    },
    stop: () => clearInterval(timer),
  };
}

/** An upload's phases from its Server-Timing, laid end to end from the request's start, then "after" to the end. */
function phasesOf(timing: string | undefined): { name: string; end: number }[] {
  const phases: { name: string; end: number }[] = [];
  let end = 0;
  for (const match of (timing ?? '').matchAll(/(read|stage|merge|diff);dur=(\d+)/g)) {
    end += Number(match[2]);
    phases.push({ name: match[1]!, end });
  }
  phases.push({ name: 'after', end: Infinity });
  return phases;
}

/** Per phase of an upload (from its Server-Timing, laid end to end from the request's start): each kind's peak. */
export function peaksByPhase(reading: MemoryReading, timing: string | undefined): string[] {
  const phases = phasesOf(timing);
  // The request's own start is before the handler's (the Idempotency-Key spools the file): that is in "read".
  let from = 0;
  return phases.map(({ name, end: to }) => {
    const inPhase = reading.samples.filter((s) => s.at >= from && (s.at < to || to === Infinity));
    from = to;
    const peak = (kind: Kind) => Math.max(0, ...inPhase.map((s) => s[kind])).toFixed(0);
    return `${name.padEnd(6)} ${MEMORY_KINDS.map((kind) => `${kind} ${peak(kind)}`).join(', ')} MB`;
  });
}

/** Other users' requests, start and end in ms from the upload's start. */
export type LatencyLog = { start: number; end: number }[];

/**
 * Other users' requests by the phase of the upload they started in (from its Server-Timing, laid end to end; the
 * Idempotency-Key's spooling is in "read"): how many, p95 and the slowest. Where the slow ones fall says what to fix.
 */
export function latencyByPhase(log: LatencyLog, timing: string | undefined): string[] {
  const phases = phasesOf(timing);
  let from = -Infinity;
  return phases.flatMap(({ name, end: to }) => {
    const values = log
      .filter(({ start }) => start >= from && start < to)
      .map(({ start, end: done }) => done - start)
      .sort((a, b) => a - b);
    from = to;
    if (values.length === 0) return [];
    const p95 = values[Math.floor(values.length * 0.95)]!;
    return [
      `${name.padEnd(6)} ${String(values.length).padStart(4)} requests, p95 ${p95.toFixed(0)} ms, ` +
        `slowest ${values.at(-1)!.toFixed(0)} ms`,
    ];
  });
}

/** The requests that started in each second of the upload: how many, and the slowest. */
export function latencyBySecond(log: LatencyLog, every = 1000): string[] {
  const buckets = new Map<number, number[]>();
  for (const { start, end } of log) {
    const bucket = Math.floor(start / every);
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), end - start]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([bucket, values]) =>
        `${String(bucket * (every / 1000)).padStart(4)} s: ${String(values.length).padStart(4)} requests, ` +
        `slowest ${Math.max(...values).toFixed(0)} ms`,
    );
}

/**
 * The process's largest resident mappings (from /proc/<pid>/smaps): PGlite's WebAssembly memory is one mapping of
 * gigabytes reserved, resident as far as PostgreSQL has touched it; V8's heap and code and malloc's arenas are others.
 */
export function residentMappings(pid: number, top = 6): string[] {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf-8');
  } catch {
    return [];
  }
  const mappings: { name: string; size: number; rss: number }[] = [];
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const size = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / MB;
      mappings.push({ name: head[3] || '[anonymous]', size, rss: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && mappings.length > 0) mappings.at(-1)!.rss = Number(rss[1]) / 1024;
  }
  return mappings
    .sort((a, b) => b.rss - a.rss)
    .slice(0, top)
    .map(({ name, size, rss }) => `${rss.toFixed(0)} MB resident of ${size.toFixed(0)} MB mapped ${name}`);
}
