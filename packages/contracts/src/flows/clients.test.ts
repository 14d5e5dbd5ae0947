import { describe, expect, it } from 'vitest';
import { decideNoClientSelected } from './clients';

describe('decideNoClientSelected', () => {
  it('shows the error and goes to the environments with several clients', () => {
    expect(decideNoClientSelected({ clientCount: 3 })).toEqual({
      next: { kind: 'navigate', to: '/home/environments' },
      message: { severity: 'error', key: 'launch.noClientSelected' },
    });
  });

  it('logs a one-client user out (and a user whose client count is unknown)', () => {
    expect(decideNoClientSelected({ clientCount: 1 }).next).toEqual({ kind: 'logout' });
    expect(decideNoClientSelected({ clientCount: 0 }).next).toEqual({ kind: 'logout' });
  });
});
