import { describe, expect, it } from 'vitest';
import {
  arriveAt,
  clearMessages,
  closeMessage,
  handOnAlerts,
  INITIAL_MESSAGES,
  MAX_ALERTS,
  openMessage,
  pagePath,
} from './messages-state';

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

  it('an alert about a page closes on arriving at another; one about no page stays', () => {
    let state = openMessage(INITIAL_MESSAGES, invalidUser, '/home/environments');
    state = openMessage(state, { severity: 'success', key: 'ok' }, '/apps/acme');
    state = openMessage(state, { severity: 'warning', key: 'session.expired' });
    expect(arriveAt(state, '/home/environments').messages.map((m) => m.message.key)).toEqual([
      'errors.INVALID_USER',
      'session.expired',
    ]);
    const there = arriveAt(state, '/apps/acme?tab=1');
    expect(there.messages.map((m) => m.message.key)).toEqual(['ok', 'session.expired']);
    expect(arriveAt(there, '/apps/acme')).toBe(there);
  });

  it('the same alert raised again for another page belongs to that page', () => {
    const here = openMessage(INITIAL_MESSAGES, invalidUser, '/');
    const moved = openMessage(here, invalidUser, '/sso');
    expect(moved.messages).toEqual([{ ...here.messages[0], page: '/sso' }]);
    expect(openMessage(moved, invalidUser, '/sso')).toBe(moved);
  });

  it('reads the page of an address without its query or hash', () => {
    expect(pagePath('/sso?error=1#x')).toBe('/sso');
    expect(pagePath('/home/environments')).toBe('/home/environments');
    expect(pagePath('?x')).toBe('/');
  });
});

describe('handOnAlerts', () => {
  const raised = (page?: string) =>
    openMessage(INITIAL_MESSAGES, { severity: 'error', key: 'errors.DUO_ERROR_TO_AUTHENTICATE' }, page);

  it('gives the alerts about the page left to the page arrived at, so arriving keeps them', () => {
    const before = raised('/');
    const handed = handOnAlerts(before, '/', '/home/environments');
    expect(handed.messages.map((m) => m.page)).toEqual(['/home/environments']);
    // A new alert there: its auto-close counts from the page where it is read.
    expect(handed.messages[0]?.id).toBe(before.nextId);
    expect(handed.nextId).toBe(before.nextId + 1);
    expect(arriveAt(handed, '/home/environments').messages).toHaveLength(1);
    // Without it, arriving closes the alert: the bug this rule is for.
    expect(arriveAt(raised('/'), '/home/environments').messages).toHaveLength(0);
  });

  it('leaves alerts about other pages and about no page where they are', () => {
    const state = openMessage(raised('/sso'), { severity: 'info', key: 'session.expired' });
    expect(handOnAlerts(state, '/', '/home/environments')).toBe(state);
  });

  it('reads paths without their query', () => {
    expect(handOnAlerts(raised('/'), '/?lng=es', '/home/environments?x=1').messages[0]?.page).toBe(
      '/home/environments',
    );
  });
});
