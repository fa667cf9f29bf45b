// Time to rows (issue #26): per list, cold / next page / repeat visit for the federated build, the single bundle
// and the floor, the ratios to the floor with PASS/FAIL per target, and each figure's change against the kept run.
import { TARGETS } from './pages.mjs';
import { ms, spread, table, verdict } from './stats.mjs';

export const VARIANTS = ['federated', 'single', 'floor'];
const KINDS = [
  ['cold', 'coldOverFloor'],
  ['page', 'pageOverFloor'],
  ['repeat', 'repeatOverFloor'],
];

/** Medians per list, variant and kind: { [list]: { [variant]: { cold, page, repeat } } } (ms, or null). */
export function summariseRows(lists, measured) {
  const out = {};
  for (const list of lists) {
    out[list.name] = {};
    for (const variant of VARIANTS) {
      const runs = measured.get(list.name)[variant];
      out[list.name][variant] = Object.fromEntries(
        KINDS.map(([kind]) => {
          const values = runs.map((run) => run[kind]).filter((v) => typeof v === 'number');
          return [kind, values.length ? Math.round(spread(values).median) : null];
        }),
      );
    }
  }
  return out;
}

const change = (now, before) =>
  typeof now === 'number' && typeof before === 'number' && before > 0
    ? `${now >= before ? '+' : ''}${(((now - before) / before) * 100).toFixed(0)}%`
    : '';

/** Prints the figures with min–max, and returns the PASS/FAIL rows of the targets. */
export function printRows(lists, measured, summary, kept) {
  console.log('\nTime to rows, ms (median (min–max); Δ: change of the median against the kept run)');
  const rows = [];
  for (const list of lists)
    for (const variant of VARIANTS) {
      const runs = measured.get(list.name)[variant];
      const cells = KINDS.flatMap(([kind]) => {
        const values = runs.map((run) => run[kind]).filter((v) => typeof v === 'number');
        const before = kept?.rows?.[list.name]?.[variant]?.[kind];
        return [values.length ? ms(spread(values)) : '–', change(summary[list.name][variant][kind], before)];
      });
      rows.push([variant === 'federated' ? list.name : '', variant, ...cells]);
    }
  console.log(table(['list', 'build', 'cold', 'Δ', 'next page', 'Δ', 'repeat', 'Δ'], rows));
  const targets = [];
  for (const list of lists) {
    const { federated, floor } = summary[list.name];
    for (const [kind, key] of KINDS) {
      if (federated[kind] === null || !floor[kind]) continue;
      const r = federated[kind] / floor[kind];
      targets.push([
        `${list.name}: ${kind} ≤ ${TARGETS[key]}× floor`,
        `${r.toFixed(2)} (${federated[kind]} / ${floor[kind]})`,
        verdict(r <= TARGETS[key]),
      ]);
    }
    const before = kept?.rows?.[list.name]?.federated?.cold;
    if (typeof before === 'number')
      targets.push([
        `${list.name}: cold ≤ ½ of the kept run's`,
        `${(federated.cold / before).toFixed(2)} (${federated.cold} / ${before})`,
        verdict(federated.cold <= before / 2),
      ]);
  }
  return targets;
}
