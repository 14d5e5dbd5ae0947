import { describe, expect, it } from 'vitest';
import { clearMessages, closeMessage, INITIAL_MESSAGES, openMessage } from './messages-state';

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

  it('treats different raw texts or params as different messages', () => {
    const raw = openMessage(INITIAL_MESSAGES, { severity: 'error', key: 'errors.raw', text: 'boom' });
    const other = openMessage(raw, { severity: 'error', key: 'errors.raw', text: 'bang' });
    expect(other.messages).toHaveLength(2);
    const withParams = openMessage(other, { severity: 'info', key: 'x', params: { n: 1 } });
    expect(openMessage(withParams, { severity: 'info', key: 'x', params: { n: 2 } }).messages).toHaveLength(
      4,
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
