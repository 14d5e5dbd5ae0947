import { describe, expect, it } from 'vitest';
import { decideAfterDisconnect, decideDisconnectError } from './sessions';

const one = { clientCount: 1 };
const several = { clientCount: 3 };

describe('decideAfterDisconnect', () => {
  it('goes to /reconnect once the pending connections are cleared', () => {
    expect(decideAfterDisconnect()).toEqual({
      next: { kind: 'navigate', to: '/reconnect', state: { cleared: true } },
    });
  });
});

describe('decideDisconnectError', () => {
  const refused = { known: true as const, code: 'ERROR_TO_SEND_DISCONNECT' as const };

  it('keeps even a one-client user on the page with ERROR_TO_SEND_DISCONNECT', () => {
    const stay = {
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.ERROR_TO_SEND_DISCONNECT' },
    };
    expect(decideDisconnectError(500, refused, one)).toEqual(stay);
    expect(decideDisconnectError(500, refused, several)).toEqual(stay);
  });

  it('follows the client-call rules for anything else (401 logs out)', () => {
    expect(decideDisconnectError(401, undefined, several)).toEqual({ next: { kind: 'logout' } });
    expect(decideDisconnectError(452, undefined, one)).toEqual({ next: { kind: 'stay' } });
  });
});
