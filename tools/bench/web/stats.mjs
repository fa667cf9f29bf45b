// Median (min–max) over runs, and the table printer.
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

export const ms = (s) =>
  s.min === s.max
    ? `${s.median.toFixed(0)}`
    : `${s.median.toFixed(0)} (${s.min.toFixed(0)}–${s.max.toFixed(0)})`;
export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const kbSpread = (s) =>
  s.min === s.max ? kb(s.median) : `${kb(s.median)} (${kb(s.min)}–${kb(s.max)})`;
export const ratio = (a, b) => (b ? (a / b).toFixed(2) : '–');
export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

export function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
