// What `pnpm bench:web` writes to stdout: a table, or with `--json` one JSON document and nothing
// else (every note and all progress go to stderr). Pure functions, so the tests can hold it.

const fmtScore = (s) => (s === null ? '—' : String(Math.round(s * 100)));
const fmtMs = (ms) => (ms === null ? '—' : ms.toFixed(0));
const fmtBytes = (b) => (b === null ? '—' : b.toFixed(0));

function table(results, context) {
  const lines = [`Lighthouse ${context.lighthouse}, ${context.chromium}, portal in ${context.mode} mode`];
  const header = ['page', 'preset', 'run', 'perf', 'a11y', 'best-pr', 'LCP ms', 'TBT ms', 'JS bytes'];
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
      fmtBytes(f.jsTransferBytes),
    ];
    r.runs.forEach((run, i) => {
      rows.push(row(String(i + 1), run));
    });
    rows.push(row('median', r.median));
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const cells of [header, ...rows]) {
    lines.push(cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  }
  lines.push(
    'scores ×100; JS bytes: script bytes transferred (as sent: compressed when the gateway compresses)',
  );
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

/**
 * True when a package manager ran this as the `bench:web` script without --silent: pnpm (and npm)
 * then print their `> cloud-access-portal@ bench:web …` header on stdout before the script starts,
 * where the script cannot take it back (`pnpm --silent bench:web --json` leaves stdout to the JSON).
 */
export function scriptHeaderOnStdout(env) {
  if (env.npm_lifecycle_event !== 'bench:web') return false;
  // pnpm: only --silent (reporter silent) drops the header, `--loglevel silent` does not; npm: -s.
  if (env.npm_config_user_agent?.startsWith('pnpm/')) return env.npm_config_reporter !== 'silent';
  return env.npm_config_loglevel !== 'silent';
}
