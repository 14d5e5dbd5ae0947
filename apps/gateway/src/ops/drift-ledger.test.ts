import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it, vi } from 'vitest';
import { DriftLedger, MAX_DRIFT_ENTRIES } from './drift-ledger';

const check = (reply: unknown) => ENDPOINTS.webClientApps.response.safeParse(reply);

describe('DriftLedger', () => {
  it('counts each finding, logs it once with names only, and keeps first and last times', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const info = vi.fn();
    const ledger = new DriftLedger(() => now, { info });
    const reply = { web_client_apps: [], secret_field: 'S3cret' };
    ledger.observe('webClientApps', reply, check(reply));
    now = new Date('2026-01-01T00:05:00Z');
    ledger.observe('webClientApps', reply, check(reply));
    const { drift, replies } = ledger.summary();
    expect(replies).toEqual({ webClientApps: 2 });
    expect(drift).toEqual([
      expect.objectContaining({
        field: 'secret_field',
        count: 2,
        firstSeen: '2026-01-01T00:00:00.000Z',
        lastSeen: '2026-01-01T00:05:00.000Z',
      }),
    ]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toContain('S3cret');
  });

  it('keeps at most MAX_DRIFT_ENTRIES kinds of finding and counts the rest as dropped', () => {
    const ledger = new DriftLedger();
    for (let i = 0; i < MAX_DRIFT_ENTRIES + 7; i += 1) {
      const reply = { web_client_apps: [], [`invented_${i}`]: i };
      ledger.observe('webClientApps', reply, check(reply));
    }
    const summary = ledger.summary();
    expect(summary.drift).toHaveLength(MAX_DRIFT_ENTRIES);
    expect(summary.dropped).toBe(7);
  });
});
