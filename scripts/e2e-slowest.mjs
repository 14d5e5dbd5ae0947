#!/usr/bin/env node
// `pnpm test:slowest [N]`: where the end-to-end suite's time goes, from the last run's report
// (tests/test-results/e2e-report.json, written by every Playwright run): the spec files by the
// time their tests took in all (worker time: two workers share the wall clock), then the N
// slowest tests (10 by default). Also printed at the end of `pnpm test`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPORT = join(
  fileURLToPath(new URL('..', import.meta.url)),
  'tests/test-results/e2e-report.json',
);

/** Every test run of a Playwright JSON report: its file, title, project and duration (ms). */
export function runsOf(report) {
  const runs = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const duration = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const retries = Math.max(0, (test.results ?? []).length - 1);
        const title = [...titles, spec.title].join(' › ');
        runs.push({ file: spec.file, title, project: test.projectName, duration, retries });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.file === child.file ? [...titles, child.title] : []);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return runs;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/** The listing as lines: files by total time, then the slowest tests. */
export function slowestLines(report, count = 10) {
  const runs = runsOf(report);
  const byFile = new Map();
  for (const run of runs) {
    const key = `${run.project} ${run.file}`;
    const entry = byFile.get(key) ?? { key, duration: 0, tests: 0 };
    entry.duration += run.duration;
    entry.tests += 1;
    byFile.set(key, entry);
  }
  const total = runs.reduce((sum, run) => sum + run.duration, 0);
  const wall = report.stats?.duration ?? 0;
  const lines = [
    `End-to-end: ${runs.length} tests, ${seconds(wall).trim()} of wall time, ${seconds(total).trim()} of worker time` +
      `, ${runs.reduce((sum, run) => sum + run.retries, 0)} retries.`,
    'Spec files by worker time:',
  ];
  for (const entry of [...byFile.values()].sort((a, b) => b.duration - a.duration).slice(0, count)) {
    const share = total > 0 ? Math.round((100 * entry.duration) / total) : 0;
    lines.push(
      `${seconds(entry.duration)} ${String(share).padStart(3)} %  ${entry.key} (${entry.tests} tests)`,
    );
  }
  lines.push(`The ${count} slowest tests:`);
  for (const run of [...runs].sort((a, b) => b.duration - a.duration).slice(0, count)) {
    lines.push(`${seconds(run.duration)}  ${run.project} ${run.file} › ${run.title}`);
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 10);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`usage: pnpm test:slowest [N], N a whole number of tests to list (got ${process.argv[2]})`);
    process.exit(2);
  }
  if (!existsSync(REPORT)) {
    console.error(`no end-to-end report at ${REPORT}: run the end-to-end suite first (pnpm test:e2e)`);
    process.exit(1);
  }
  console.log(slowestLines(JSON.parse(readFileSync(REPORT, 'utf8')), count).join('\n'));
}
