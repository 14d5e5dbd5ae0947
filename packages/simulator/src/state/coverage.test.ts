import { ERROR_CATALOGUE, ERROR_CODES } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { answeredByOverride, COVERAGE_MAX_PLACES, CoverageRecorder, codeOrigin } from './coverage';
import type { JournalEntry } from './journal';

describe('codeOrigin', () => {
  it('splits the catalogue into the specification’s 71 codes and the project’s own names', () => {
    const spec = ERROR_CODES.filter((code) => codeOrigin(code) === 'spec');
    const portal = ERROR_CODES.filter((code) => codeOrigin(code) === 'portal');
    expect(spec).toHaveLength(71);
    expect(spec).toContain('HAS_PENDING_CONNECTION');
    expect(portal).toEqual(ERROR_CODES.filter((code) => 'named' in ERROR_CATALOGUE[code]));
    expect(portal).toContain('SSO_GROUP_FORBIDDEN');
  });
});

describe('answeredByOverride', () => {
  const entry = (code: string | null, overrideId: string | null): JournalEntry => ({
    at: '2026-01-01T00:00:00.000Z',
    method: 'POST',
    path: '/login',
    route: 'login',
    status: 400,
    code,
    durationMs: 1,
    overrideId,
  });

  it('reads the latest journal entry with that code', () => {
    const journal = [entry('INVALID_USER', 'o1'), entry('INVALID_USER', null), entry('NO_LICENSE', 'o2')];
    expect(answeredByOverride('INVALID_USER', journal)).toBe(false);
    expect(answeredByOverride('NO_LICENSE', journal)).toBe(true);
    expect(
      answeredByOverride('INVALID_USER', [entry('INVALID_USER', null), entry('INVALID_USER', 'o1')]),
    ).toBe(true);
  });

  it('is false for a code no call answered (the page decided it)', () => {
    expect(answeredByOverride('CLIENT_NOT_FOUND', [entry('INVALID_USER', 'o1')])).toBe(false);
  });
});

describe('CoverageRecorder', () => {
  it('reports every catalogue code as not shown before anything is recorded, 71 of the spec apart', () => {
    const report = new CoverageRecorder(() => 1_000).report();
    expect(report).toMatchObject({
      since: new Date(1_000).toISOString(),
      shown: [],
      spec: { total: 71, shown: 0 },
      portal: { total: ERROR_CODES.length - 71, shown: 0 },
    });
    expect(report.notShown).toHaveLength(ERROR_CODES.length);
  });

  it('counts each showing with first and last time, scenarios and worlds', () => {
    let now = 1_000;
    const recorder = new CoverageRecorder(() => now);
    now = 2_000;
    recorder.record('INVALID_USER', { scenario: 'default', world: 'w1' });
    now = 3_000;
    recorder.record('INVALID_USER', { scenario: 'locked-user', world: 'w2' });
    recorder.record('INVALID_USER', { scenario: 'default', world: 'w1' });
    recorder.record('NOT_A_CODE', { world: 'w1' });
    recorder.record('SSO_GROUP_FORBIDDEN', { scenario: 'sso/groups', world: 'w3' });
    const report = recorder.report();
    expect(report.shown).toEqual([
      {
        code: 'INVALID_USER',
        origin: 'spec',
        count: 3,
        overrideCount: 0,
        firstSeen: new Date(2_000).toISOString(),
        lastSeen: new Date(3_000).toISOString(),
        scenarios: ['default', 'locked-user'],
        worlds: ['w1', 'w2'],
      },
      expect.objectContaining({ code: 'SSO_GROUP_FORBIDDEN', origin: 'portal', count: 1 }),
    ]);
    expect(report.spec).toEqual({ total: 71, shown: 1 });
    expect(report.portal).toEqual({ total: ERROR_CODES.length - 71, shown: 1 });
    expect(report.notShown).not.toContain('INVALID_USER');
    expect(report.notShown).toHaveLength(ERROR_CODES.length - 2);
  });

  it('keeps what an override produced apart: not shown, and credited to no scenario', () => {
    const recorder = new CoverageRecorder();
    recorder.record('INVALID_BANK', { scenario: 'default', world: 'w1', override: true });
    recorder.record('INVALID_BANK', { scenario: 'default', world: 'w1', override: true });
    let report = recorder.report();
    expect(report.shown).toEqual([
      expect.objectContaining({
        code: 'INVALID_BANK',
        count: 0,
        overrideCount: 2,
        scenarios: [],
        worlds: ['w1'],
      }),
    ]);
    expect(report.notShown).toContain('INVALID_BANK');
    expect(report.spec.shown).toBe(0);
    recorder.record('INVALID_BANK', { scenario: 'data/bank', world: 'w2' });
    report = recorder.report();
    expect(report.shown[0]).toMatchObject({ count: 1, overrideCount: 2, scenarios: ['data/bank'] });
    expect(report.notShown).not.toContain('INVALID_BANK');
    expect(report.spec.shown).toBe(1);
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
