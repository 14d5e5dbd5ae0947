import { SHOWN_CODES_GLOBAL, SHOWN_CODES_KEPT } from '@portal/contracts/portal';
import { describe, expect, it, vi } from 'vitest';
import { reportShownCode } from './shown-code';

describe('reportShownCode', () => {
  it('queues codes until someone takes the queue over', () => {
    const host: Record<string, unknown> = {};
    reportShownCode('CLIENT_NOT_FOUND', host);
    reportShownCode('INSTANCE_TURNING_ON', host);
    expect(host[SHOWN_CODES_GLOBAL]).toEqual(['CLIENT_NOT_FOUND', 'INSTANCE_TURNING_ON']);
  });

  it('keeps only the latest codes when nobody takes them (proxy mode)', () => {
    const host: Record<string, unknown> = {};
    for (let i = 0; i < SHOWN_CODES_KEPT + 5; i++) reportShownCode(`CODE_${i}`, host);
    const queue = host[SHOWN_CODES_GLOBAL] as string[];
    expect(queue).toHaveLength(SHOWN_CODES_KEPT);
    expect(queue.at(-1)).toBe(`CODE_${SHOWN_CODES_KEPT + 4}`);
  });

  it('hands the code to the sender that took the queue over', () => {
    const push = vi.fn();
    const host: Record<string, unknown> = { [SHOWN_CODES_GLOBAL]: { push } };
    reportShownCode('DUO_ERROR_TO_AUTHENTICATE', host);
    expect(push).toHaveBeenCalledWith('DUO_ERROR_TO_AUTHENTICATE');
  });

  it('never throws', () => {
    const host = Object.freeze({}) as Record<string, unknown>;
    expect(() => reportShownCode('CLIENT_NOT_FOUND', host)).not.toThrow();
    const throwing = {
      [SHOWN_CODES_GLOBAL]: {
        push: () => {
          throw new Error('no');
        },
      },
    };
    expect(() => reportShownCode('CLIENT_NOT_FOUND', throwing)).not.toThrow();
  });
});
