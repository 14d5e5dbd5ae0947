import { describe, expect, it } from 'vitest';
import { runsOf, slowestLines } from './e2e-slowest.mjs';
import { phaseTable } from './run-tests.mjs';

const result = (duration) => ({ duration });
const report = {
  stats: { duration: 90_000 },
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [{ title: 'quick', file: 'a.spec.ts', tests: [{ projectName: 'p', results: [result(1_000)] }] }],
      suites: [
        {
          title: 'a group',
          file: 'a.spec.ts',
          specs: [
            {
              title: 'retried',
              file: 'a.spec.ts',
              tests: [{ projectName: 'p', results: [result(20_000), result(10_000)] }],
            },
          ],
        },
      ],
    },
    {
      title: 'b.spec.ts',
      file: 'b.spec.ts',
      specs: [{ title: 'slow', file: 'b.spec.ts', tests: [{ projectName: 'q', results: [result(50_000)] }] }],
    },
  ],
};

describe('runsOf', () => {
  it('finds tests in nested groups, with their group in the title, retries counted and summed', () => {
    expect(runsOf(report)).toEqual([
      { file: 'a.spec.ts', title: 'quick', project: 'p', duration: 1_000, retries: 0 },
      { file: 'a.spec.ts', title: 'a group › retried', project: 'p', duration: 30_000, retries: 1 },
      { file: 'b.spec.ts', title: 'slow', project: 'q', duration: 50_000, retries: 0 },
    ]);
  });
});

describe('slowestLines', () => {
  it('puts the file that took longest first, then the slowest tests', () => {
    const lines = slowestLines(report, 2);
    expect(lines[0]).toBe('End-to-end: 3 tests, 90.0 s of wall time, 81.0 s of worker time, 1 retries.');
    expect(lines[2]).toMatch(/50\.0 s\s+62 %\s+q b\.spec\.ts \(1 tests\)/);
    expect(lines[3]).toMatch(/31\.0 s\s+38 %\s+p a\.spec\.ts \(2 tests\)/);
    expect(lines.slice(-2).map((line) => line.trim())).toEqual([
      '50.0 s  q b.spec.ts › slow',
      '30.0 s  p a.spec.ts › a group › retried',
    ]);
  });
});

describe('phaseTable', () => {
  it('lists each phase run and the total, failed when one failed', () => {
    const table = phaseTable([
      { name: 'typecheck', seconds: 30.4, ok: true, load: '1.0 1.0 1.0' },
      { name: 'lint', seconds: 2, ok: false, load: '2.0 1.0 1.0' },
    ]);
    expect(table).toHaveLength(4);
    expect(table[1]).toMatch(/^typecheck\s+30 s {2}passed 1\.0 1\.0 1\.0$/);
    expect(table[2]).toMatch(/^lint\s+2 s {2}FAILED/);
    expect(table[3]).toMatch(/^total\s+32 s {2}FAILED/);
    const stopped = phaseTable([{ name: 'end-to-end', seconds: 5, ok: false, signal: 'SIGTERM', load: '1' }]);
    expect(stopped[1]).toMatch(/^end-to-end\s+5 s {2}SIGTERM 1$/);
  });
});
