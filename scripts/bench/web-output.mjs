// What `pnpm bench:web` writes to stdout: a table, or with `--json` one JSON document and nothing
// else (every note and all progress go to stderr). Pure functions, so the tests can hold it.

const fmtScore = (s) => (s === null ? '—' : String(Math.round(s * 100)));
const fmtMs = (ms) => (ms === null ? '—' : ms.toFixed(0));
const fmtBytes = (b) => (b === null ? '—' : b.toFixed(0));
const fmtCls = (c) => (c === null ? '—' : c.toFixed(3));
const fmtLoad = (load) => load.map((l) => l.toFixed(2)).join(' ');

/** The figures each run gives and each summary row prints. */
export const FIGURES = [
  'performance',
  'accessibility',
  'bestPractices',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsTransferBytes',
];

const sortedOf = (values) => values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);

/** min, median and max of each figure over the runs (null where no run measured it). */
export function summarise(runs) {
  const pick = (which) =>
    Object.fromEntries(
      FIGURES.map((key) => {
        const sorted = sortedOf(runs.map((r) => r[key]));
        if (sorted.length === 0) return [key, null];
        if (which === 'min') return [key, sorted[0]];
        if (which === 'max') return [key, sorted[sorted.length - 1]];
        const mid = Math.floor(sorted.length / 2);
        return [key, sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2];
      }),
    );
  return { min: pick('min'), median: pick('median'), max: pick('max') };
}

/**
 * Each page's median performance score and LCP over the trivial baseline page's on the same
 * preset, in the same run: on a busy machine the fairer comparison between runs.
 */
export function baselineRatios(results) {
  const ratio = (a, b) => (a === null || b === null || b === 0 ? null : a / b);
  return results
    .filter((r) => !r.baseline)
    .flatMap((r) => {
      const base = results.find((b) => b.baseline && b.preset === r.preset);
      if (base === undefined) return [];
      return [
        {
          path: r.path,
          preset: r.preset,
          performance: ratio(r.median.performance, base.median.performance),
          lcp: ratio(r.median.lcpMs, base.median.lcpMs),
        },
      ];
    });
}

function table(results, context) {
  const lines = [`Lighthouse ${context.lighthouse}, ${context.chromium}, portal in ${context.mode} mode`];
  if (context.loadAverage)
    lines.push(
      `load average (1, 5, 15 min): ${fmtLoad(context.loadAverage.start)} at the start, ` +
        `${fmtLoad(context.loadAverage.end)} at the end; ${context.runs} runs per page and preset`,
    );
  const header = ['page', 'preset', 'run', 'perf', 'a11y', 'best-pr', 'LCP ms', 'TBT ms', 'CLS', 'JS bytes'];
  const rows = [];
  for (const r of results) {
    const row = (label, f) => [
      r.path,
      r.preset,
      label,
      fmtScore(f.performance),
      fmtScore(f.accessibility),
      fmtScore(f.bestPractices),
      fmtMs(f.lcpMs),
      fmtMs(f.tbtMs),
      fmtCls(f.cls ?? null),
      fmtBytes(f.jsTransferBytes),
    ];
    r.runs.forEach((run, i) => {
      rows.push(row(String(i + 1), run));
    });
    for (const which of ['min', 'median', 'max']) if (r[which]) rows.push(row(which, r[which]));
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const cells of [header, ...rows]) {
    lines.push(cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  }
  lines.push(
    'scores ×100; JS bytes: script bytes transferred (as sent: compressed when the gateway compresses)',
  );
  for (const q of baselineRatios(results)) {
    const f = (x) => (x === null ? '—' : x.toFixed(2));
    lines.push(`${q.path} (${q.preset}) ÷ baseline: performance ${f(q.performance)}, LCP ${f(q.lcp)}`);
  }
  for (const r of results) {
    const failed = [...new Set(r.runs.flatMap((run) => run.failed))];
    if (failed.length > 0)
      lines.push(`${r.path}: accessibility/best-practices audits failed: ${failed.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Everything the benchmark writes to stdout, at its end. */
export function report(results, context, { json }) {
  return json ? `${JSON.stringify({ ...context, results }, null, 2)}\n` : table(results, context);
}
