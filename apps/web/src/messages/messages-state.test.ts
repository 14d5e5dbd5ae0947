import { describe, expect, it } from 'vitest';
import { clearMessages, closeMessage, INITIAL_MESSAGES, MAX_ALERTS, openMessage } from './messages-state';

const invalidUser = { severity: 'error', key: 'errors.INVALID_USER' } as const;

describe('messages state', () => {
  it('appends with sequential ids', () => {
    const one = openMessage(INITIAL_MESSAGES, invalidUser);
    const two = openMessage(one, { severity: 'success', key: 'login.welcome' });
    expect(two.messages.map((m) => [m.id, m.type, m.message.key])).toEqual([
      [1, 'error', 'errors.INVALID_USER'],
      [2, 'success', 'login.welcome'],
    ]);
  });

  it('ignores a message already in the list', () => {
    const once = openMessage(INITIAL_MESSAGES, invalidUser);
    expect(openMessage(once, { ...invalidUser })).toBe(once);
  });

  it('shows the same message again once the first one closed', () => {
    const once = openMessage(INITIAL_MESSAGES, invalidUser);
    const closed = closeMessage(once, 1);
    expect(openMessage(closed, invalidUser).messages.map((m) => m.id)).toEqual([2]);
  });

  it('keeps at most MAX_ALERTS, closing the oldest', () => {
    let state = INITIAL_MESSAGES;
    for (let i = 0; i <= MAX_ALERTS; i++) state = openMessage(state, { severity: 'error', key: `k${i}` });
    expect(state.messages.map((m) => m.message.key)).toEqual(
      Array.from({ length: MAX_ALERTS }, (_, i) => `k${i + 1}`),
    );
  });

  it('treats different raw texts or params as different messages', () => {
    const raw = openMessage(INITIAL_MESSAGES, { severity: 'error', key: 'errors.raw', text: 'boom' });
    const other = openMessage(raw, { severity: 'error', key: 'errors.raw', text: 'bang' });
    expect(other.messages).toHaveLength(2);
    const withParams = openMessage(INITIAL_MESSAGES, { severity: 'info', key: 'x', params: { n: 1 } });
    expect(openMessage(withParams, { severity: 'info', key: 'x', params: { n: 2 } }).messages).toHaveLength(
      2,
    );
  });

  it('removes by id and keeps ids growing after a removal', () => {
    const two = openMessage(openMessage(INITIAL_MESSAGES, invalidUser), { severity: 'info', key: 'a' });
    const closed = closeMessage(two, 1);
    expect(closed.messages.map((m) => m.id)).toEqual([2]);
    const reopened = openMessage(closed, invalidUser);
    expect(reopened.messages.map((m) => m.id)).toEqual([2, 3]);
  });

  it('closing an unknown id changes nothing', () => {
    const one = openMessage(INITIAL_MESSAGES, invalidUser);
    expect(closeMessage(one, 42)).toBe(one);
  });

  it('clears every alert and keeps ids growing', () => {
    const two = openMessage(openMessage(INITIAL_MESSAGES, invalidUser), { severity: 'info', key: 'a' });
    const cleared = clearMessages(two);
    expect(cleared.messages).toEqual([]);
    expect(openMessage(cleared, invalidUser).messages.map((m) => m.id)).toEqual([3]);
    expect(clearMessages(cleared)).toBe(cleared);
  });
});
