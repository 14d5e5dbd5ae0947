import { ERROR_CODES } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { COVERAGE_MAX_PLACES, CoverageRecorder, shownCodesIn } from './coverage';

describe('shownCodesIn', () => {
  it('finds the catalogue message keys of an Outcome and of an error answer, each once', () => {
    const outcome = JSON.stringify({
      result: { data: { kind: 'failed', message: { severity: 'error', key: 'errors.INVALID_USER' } } },
    });
    const error = JSON.stringify({
      error: { data: { portal: { outcome: { message: { key: 'errors.INVALID_TOKEN' } } } } },
    });
    expect(shownCodesIn(`[${outcome},${error},${outcome}]`)).toEqual(['INVALID_USER', 'INVALID_TOKEN']);
  });

  it('ignores keys that are not catalogue codes and other strings', () => {
    expect(shownCodesIn('{"key":"errors.NOT_A_CODE","text":"errors.INVALID_USER"}')).toEqual([]);
  });
});

describe('CoverageRecorder', () => {
  it('reports every catalogue code as not shown before anything is recorded', () => {
    const report = new CoverageRecorder(() => 1_000).report();
    expect(report).toMatchObject({ since: new Date(1_000).toISOString(), shown: [], shownCount: 0 });
    expect(report.total).toBe(ERROR_CODES.length);
    expect(report.notShown).toHaveLength(ERROR_CODES.length);
  });

  it('counts each showing with first and last time, scenarios and worlds', () => {
    let now = 1_000;
    const recorder = new CoverageRecorder(() => now);
    now = 2_000;
    recorder.recordAnswer('{"message":{"key":"errors.INVALID_USER"}}', { scenario: 'default', world: 'w1' });
    now = 3_000;
    recorder.record('INVALID_USER', { scenario: 'locked-user', world: 'w2' });
    recorder.record('INVALID_USER', { scenario: 'default', world: 'w1' });
    recorder.record('NOT_A_CODE', { world: 'w1' });
    const report = recorder.report();
    expect(report.shown).toEqual([
      {
        code: 'INVALID_USER',
        count: 3,
        firstSeen: new Date(2_000).toISOString(),
        lastSeen: new Date(3_000).toISOString(),
        scenarios: ['default', 'locked-user'],
        worlds: ['w1', 'w2'],
      },
    ]);
    expect(report.shownCount).toBe(1);
    expect(report.notShown).not.toContain('INVALID_USER');
    expect(report.notShown).toHaveLength(ERROR_CODES.length - 1);
  });

  it('keeps a bounded list of places however many worlds show a code', () => {
    const recorder = new CoverageRecorder();
    for (let i = 0; i < COVERAGE_MAX_PLACES * 5; i += 1) recorder.record('INVALID_USER', { world: `w${i}` });
    const [entry] = recorder.report().shown;
    expect(entry?.count).toBe(COVERAGE_MAX_PLACES * 5);
    expect(entry?.worlds).toHaveLength(COVERAGE_MAX_PLACES);
    expect(entry?.worlds.at(-1)).toBe(`w${COVERAGE_MAX_PLACES * 5 - 1}`);
  });
});
