// One autocannon run and its latency percentiles (from every response, not autocannon's histogram buckets).
import autocannon from 'autocannon';

export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, headers, pipelining: 1 });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx + result.errors,
  };
}

export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
