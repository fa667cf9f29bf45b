// Tables of the web benchmark: page loads, switches, and the targets with PASS/FAIL.
import { duplicateModules, repeatedUrls, summarise } from './bytes.mjs';
import { TARGETS } from './pages.mjs';
import { kb, kbSpread, ms, ratio, spread, table, verdict } from './stats.mjs';

const pick = (list, get) => spread(list.map(get));

/** Per page and build: bytes (median (min–max) over runs), requests, FCP, LCP, usable. Returns the medians. */
export async function printLoads(pages, loads, apiOrigin, runs) {
  const summary = {};
  const rows = [];
  for (const page of pages) {
    summary[page.name] = {};
    for (const variant of ['federated', 'single']) {
      const measured = loads.get(page.name)[variant];
      const sums = await Promise.all(measured.map((m) => summarise(m.resources, apiOrigin)));
      const prefetched = await Promise.all(measured.map((m) => summarise(m.prefetched, apiOrigin)));
      const s = {
        prefetchGzip: pick(prefetched, (x) => x.js.gzip),
        blank: pick(measured, (m) => m.blank),
        jsRaw: pick(sums, (x) => x.js.raw),
        jsGzip: pick(sums, (x) => x.js.gzip),
        jsWire: pick(sums, (x) => x.js.wire),
        cssRaw: pick(sums, (x) => x.css.raw),
        cssGzip: pick(sums, (x) => x.css.gzip),
        jsRequests: pick(sums, (x) => x.js.requests),
        cssRequests: pick(sums, (x) => x.css.requests),
        requests: pick(sums, (x) => x.requests),
        fcp: pick(measured, (m) => m.fcp),
        lcp: pick(measured, (m) => m.lcp),
        usable: pick(measured, (m) => m.usable),
        rows: pick(measured, (m) => m.rows),
      };
      summary[page.name][variant] = s;
      rows.push([
        variant === 'federated' ? page.name : '',
        variant,
        kbSpread(s.jsRaw),
        kbSpread(s.jsGzip),
        kbSpread(s.jsWire),
        `${kb(s.cssRaw.median)} / ${kb(s.cssGzip.median)}`,
        ms(s.jsRequests),
        ms(s.cssRequests),
        ms(s.requests),
        ms(s.fcp),
        ms(s.lcp),
        ms(s.usable),
        ms(s.blank),
        kb(s.prefetchGzip.median),
        ms(s.rows),
      ]);
    }
    const f = summary[page.name].federated;
    const b = summary[page.name].single;
    rows.push([
      '',
      'fed/single',
      ratio(f.jsRaw.median, b.jsRaw.median),
      ratio(f.jsGzip.median, b.jsGzip.median),
      ratio(f.jsWire.median, b.jsWire.median),
      '',
      ratio(f.jsRequests.median, b.jsRequests.median),
      '',
      ratio(f.requests.median, b.requests.median),
      ratio(f.fcp.median, b.fcp.median),
      ratio(f.lcp.median, b.lcp.median),
      ratio(f.usable.median, b.usable.median),
      '',
      '',
      '',
    ]);
  }
  console.log(
    `\nPage loads, cold cache, median (min–max) of ${runs} runs. KB = 1024 bytes; wire = what Chromium received;` +
      " JS before the shell's idle prefetch starts; prefetch = gzip JS fetched after it (apart); blank = longest" +
      ' stretch with an empty content area.',
  );
  const head = ['page', 'build', 'JS raw KB', 'JS gzip KB', 'JS wire KB', 'CSS raw/gzip KB'];
  console.log(
    table(
      [
        ...head,
        'JS req',
        'CSS req',
        'all req',
        'FCP ms',
        'LCP ms',
        'usable ms',
        'blank ms',
        'prefetch KB',
        'rows',
      ],
      rows,
    ),
  );
  return summary;
}

/** Time from an in-app navigation to the destination's rows on screen, per destination and visit. */
export async function printSwitches(switches, apiOrigin) {
  const summary = [];
  const rows = [];
  const steps = switches.federated[0].results;
  for (const [index, step] of steps.entries()) {
    const per = {};
    for (const variant of ['federated', 'single']) {
      const results = switches[variant].map((chain) => chain.results[index]);
      const sums = await Promise.all(results.map((r) => summarise(r.resources, apiOrigin)));
      per[variant] = {
        ms: pick(results, (r) => r.ms),
        feedback: pick(results, (r) => r.feedback),
        blank: pick(results, (r) => r.blank),
        jsGzip: pick(sums, (x) => x.js.gzip),
        js: pick(sums, (x) => x.js.requests),
      };
    }
    summary.push({ name: step.page.name, visit: step.visit, ...per });
    rows.push([
      `→ ${step.page.name}`,
      step.visit,
      ms(per.federated.ms),
      ms(per.single.ms),
      ratio(per.federated.ms.median, per.single.ms.median),
      `${ms(per.federated.feedback)} / ${ms(per.single.feedback)}`,
      `${ms(per.federated.blank)} / ${ms(per.single.blank)}`,
      `${kb(per.federated.jsGzip.median)} / ${per.federated.js.median}`,
      `${kb(per.single.jsGzip.median)} / ${per.single.js.median}`,
    ]);
  }
  console.log(
    '\nSwitching between remote pages in-app (start: authority list), ms until 20 rows; feedback = ms until the new' +
      ' page shows a skeleton or its rows; blank = longest empty content area (federated / single)',
  );
  console.log(
    table(
      [
        'switch to',
        'visit',
        'federated ms',
        'single ms',
        'fed/single',
        'feedback ms',
        'blank ms',
        'fed JS gzip KB / req',
        'single JS gzip KB / req',
      ],
      rows,
    ),
  );
  return summary;
}

/** Sign-in from the account picker to the home menu: total, first feedback, longest blank stretch. */
export function printSignIn(signIns) {
  const summary = {};
  const rows = [];
  for (const variant of ['federated', 'single']) {
    const s = {
      ms: pick(signIns[variant], (m) => m.ms),
      feedback: pick(signIns[variant], (m) => m.feedback),
      blank: pick(signIns[variant], (m) => m.blank),
    };
    summary[variant] = s;
    rows.push([variant, ms(s.ms), ms(s.feedback), ms(s.blank)]);
  }
  console.log('\nSign-in (account picker → home menu cards), ms from the click');
  console.log(table(['build', 'to menu ms', 'feedback ms', 'blank ms'], rows));
  return summary;
}

/** INP per list page (typing in a filter, opening a select, paging), web-vitals injected by the bench. */
export function printInp(pages, inps) {
  const summary = {};
  const rows = [];
  for (const page of pages) {
    summary[page.name] = {};
    for (const variant of ['federated', 'single']) {
      const measured = inps.get(page.name)[variant];
      const s = pick(measured, (m) => m.inp);
      summary[page.name][variant] = s;
      const worst = [...measured].sort((a, b) => b.inp - a.inp)[0]?.worst;
      const cause = worst
        ? `${worst.type} ${worst.target}: input ${worst.input.toFixed(0)} + processing ${worst.processing.toFixed(0)} + presentation ${worst.presentation.toFixed(0)}`
        : '–';
      rows.push([
        variant === 'federated' ? page.name : '',
        variant,
        ms(s),
        ms(pick(measured, (m) => m.events)),
        measured[0]?.done.join(', '),
        cause,
      ]);
    }
  }
  console.log(
    '\nINP on list pages (typing in a filter, opening a select, paging), ms; worst interaction of all runs',
  );
  console.log(table(['page', 'build', 'INP ms', 'longest event ms', 'done', 'worst interaction (ms)'], rows));
  return summary;
}

export function printTargets({
  pages,
  loadSummary,
  switchSummary,
  signInSummary,
  inpSummary,
  loads,
  switches,
  build,
  singleSeconds,
  forced,
  extra = [],
}) {
  const rows = [...extra];
  const add = (target, figure, ok) => rows.push([target, figure, verdict(ok)]);
  const login = loadSummary['/login'].federated.jsGzip.median / 1024;
  add(
    `/login: JS ≤ ${TARGETS.loginJsGzipKb} KB gzip`,
    `${login.toFixed(1)} KB`,
    login <= TARGETS.loginJsGzipKb,
  );
  for (const page of pages.filter((p) => p.remote)) {
    const js = loadSummary[page.name].federated.jsGzip.median / 1024;
    add(
      `${page.name}: JS ≤ ${TARGETS.listJsGzipKb} KB gzip`,
      `${js.toFixed(1)} KB`,
      js <= TARGETS.listJsGzipKb,
    );
  }
  for (const page of pages.filter((p) => p.remote || p.name === '/login')) {
    const { federated: f, single: b } = loadSummary[page.name];
    const bytes = f.jsGzip.median / b.jsGzip.median;
    const lcp = f.lcp.median / b.lcp.median;
    const limit = TARGETS.federatedOverSingle;
    add(`${page.name}: fed/single JS gzip ≤ ${limit}`, bytes.toFixed(2), bytes <= limit);
    add(
      `${page.name}: fed/single LCP ≤ ${limit}`,
      `${lcp.toFixed(2)} (${ms(f.lcp)} / ${ms(b.lcp)})`,
      lcp <= limit,
    );
  }
  for (const step of switchSummary) {
    const limit = step.visit === 'first' ? TARGETS.switchFirstMs : TARGETS.switchRepeatMs;
    const f = step.federated.ms.median;
    const b = step.single.ms.median;
    const ok = f <= limit && (step.visit !== 'first' || f <= b);
    const also = step.visit === 'first' ? ' and ≤ single' : '';
    add(
      `switch → ${step.name} (${step.visit} visit) ≤ ${limit} ms${also}`,
      `${f.toFixed(0)} ms (single ${b.toFixed(0)})`,
      ok,
    );
  }
  const feedbacks = [
    ...switchSummary.map((step) => [`switch → ${step.name} (${step.visit})`, step.federated]),
    ['sign-in → home menu', signInSummary.federated],
  ];
  for (const [name, s] of feedbacks)
    add(
      `${name}: skeleton within ${TARGETS.feedbackMs} ms, never blank`,
      `${s.feedback.median.toFixed(0)} ms, blank ${s.blank.median.toFixed(0)} ms`,
      s.feedback.median <= TARGETS.feedbackMs && s.blank.max === 0,
    );
  for (const page of pages) {
    const blank = loadSummary[page.name].federated.blank;
    add(`${page.name} (cold load): never blank`, `longest blank ${blank.max.toFixed(0)} ms`, blank.max === 0);
  }
  for (const [name, per] of Object.entries(inpSummary))
    add(
      `${name}: INP ≤ ${TARGETS.inpMs} ms`,
      `${per.federated.median.toFixed(0)} ms (single ${per.single.median.toFixed(0)})`,
      per.federated.median <= TARGETS.inpMs,
    );
  const everyLoad = [...loads.values()].flatMap((v) => v.federated);
  const everyChain = switches.federated;
  const duplicates = new Map();
  for (const m of [...everyLoad, ...everyChain])
    for (const d of duplicateModules(m.modules)) duplicates.set(d.id, d);
  const repeated = new Set([
    ...everyLoad.flatMap((m) => repeatedUrls([...m.resources, ...m.prefetched])),
    ...everyChain.flatMap((c) => repeatedUrls(c.results.flatMap((r) => r.resources))),
  ]);
  const dupBytes = [...duplicates.values()].reduce((sum, d) => sum + d.size, 0);
  add(
    'no JS module loaded twice',
    `${duplicates.size} modules (${kb(dupBytes)} KB minified), ${repeated.size} URLs fetched twice`,
    duplicates.size === 0 && repeated.size === 0,
  );
  if (forced)
    add(
      `all six apps build ≤ ${TARGETS.buildSeconds} s (2 cores)`,
      `${build.seconds.toFixed(1)} s`,
      build.seconds <= TARGETS.buildSeconds,
    );
  console.log('\nTargets (issue #19); a FAIL is a finding, not an error');
  console.log(table(['target', 'figure', 'verdict'], rows));
  if (duplicates.size) {
    const top = [...duplicates.values()].sort((a, b) => b.size - a.size).slice(0, 8);
    console.log(
      `largest modules loaded twice: ${top.map((d) => `${d.id} ${kb(d.size)} KB (${d.apps.join(' + ')})`).join(', ')}`,
    );
  }
  if (!forced)
    console.log(
      `build: ${build.upToDate ? 'up to date' : `changed apps rebuilt in ${build.seconds.toFixed(1)} s`}; run with --force for the six-app build-time target`,
    );
  console.log(`single-bundle build: ${singleSeconds.toFixed(1)} s`);
}

/** Per file, the gzip bytes of the JS and CSS a page loaded (first run), both builds: the bundle report of issue #2. */
export async function printFiles(pages, loads, apiOrigin) {
  for (const page of pages) {
    console.log(`\n${page.name}: gzip KB per file (first run)`);
    for (const variant of ['federated', 'single']) {
      const { resources } = loads.get(page.name)[variant][0];
      const files = [];
      for (const entry of resources) {
        const one = await summarise([entry], apiOrigin);
        const gzip = one.js.gzip + one.css.gzip;
        if (one.js.requests + one.css.requests)
          files.push([gzip, entry.decoded, entry.url.replace(/^http:\/\/localhost/, '')]);
      }
      files.sort((a, b) => b[0] - a[0]);
      const total = files.reduce((sum, [gzip]) => sum + gzip, 0);
      console.log(
        table(
          [variant, 'gzip KB', 'raw KB'],
          [
            ...files.map(([gzip, raw, url]) => [url, kb(gzip), kb(raw)]),
            [`total, ${files.length} files`, kb(total), ''],
          ],
        ),
      );
    }
  }
}
