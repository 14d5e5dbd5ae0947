import { SHOWN_CODES_GLOBAL } from '@portal/contracts/portal';
import { describe, expect, it, vi } from 'vitest';
import { reportShownCode } from '../../flows/shown-code';
import { takeShownCodes } from './shown-codes';

describe('takeShownCodes', () => {
  it('sends the codes queued before the picker started, then each new one', async () => {
    const host: Record<string, unknown> = {};
    reportShownCode('CLIENT_NOT_FOUND', host);
    const send = vi.fn(async (_code: string) => undefined);
    takeShownCodes(send, host);
    expect(send).toHaveBeenCalledWith('CLIENT_NOT_FOUND');
    reportShownCode('INSTANCE_TURNING_ON', host);
    expect(send.mock.calls.map(([code]) => code)).toEqual(['CLIENT_NOT_FOUND', 'INSTANCE_TURNING_ON']);
  });

  it('drops a send that fails, without an unhandled rejection', async () => {
    const host: Record<string, unknown> = { [SHOWN_CODES_GLOBAL]: ['CLIENT_NOT_FOUND'] };
    const send = vi.fn((_code: string) => Promise.reject(new Error('403')));
    takeShownCodes(send, host);
    reportShownCode('INSTANCE_TURNING_ON', host);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(2);
  });
});
