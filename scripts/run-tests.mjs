#!/usr/bin/env node
// `pnpm test`: every phase in turn (typecheck, lint, unit, build, bundle budgets, end-to-end),
// stopping at the first that fails, then a table of each phase's wall time and the load average
// at its end, and where the end-to-end time went (scripts/e2e-slowest.mjs). The table is what the
// developer guide's "How long the tests take" records.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { REPORT, slowestLines } from './e2e-slowest.mjs';

export const PHASES = [
  ['typecheck', ['typecheck']],
  ['lint', ['lint']],
  ['unit', ['test:unit']],
  ['build', ['build']],
  ['bundle budgets', ['check:bundle']],
  ['end-to-end', ['--filter', '@portal/tests', 'e2e']],
];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** The closing table: one row per phase run, then the total. */
export function phaseTable(rows) {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const line = (name, seconds, status, at) =>
    `${name.padEnd(16)}${`${seconds.toFixed(0)} s`.padStart(8)}  ${status.padEnd(6)} ${at}`;
  return [
    `${'phase'.padEnd(16)}${'wall'.padStart(8)}  ${'result'.padEnd(6)} load average at its end`,
    ...rows.map((row) => line(row.name, row.seconds, row.ok ? 'passed' : (row.signal ?? 'FAILED'), row.load)),
    line('total', total, rows.every((row) => row.ok) ? 'passed' : 'FAILED', ''),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = [];
  rmSync(REPORT, { force: true });
  for (const [name, args] of PHASES) {
    const started = process.hrtime.bigint();
    const { status, signal } = spawnSync('pnpm', args, { stdio: 'inherit' });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    rows.push({ name, seconds, ok: status === 0, signal, load: load() });
    if (status !== 0) break;
  }
  console.log(`\n${phaseTable(rows).join('\n')}`);
  if (existsSync(REPORT))
    console.log(`\n${slowestLines(JSON.parse(readFileSync(REPORT, 'utf8'))).join('\n')}`);
  process.exit(rows.every((row) => row.ok) ? 0 : 1);
}
