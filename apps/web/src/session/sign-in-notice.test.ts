import { describe, expect, it } from 'vitest';
import { nextSignInNotice, noticeAfterLogout, parseStoredNotice, SIGNED_OUT_MESSAGE } from './sign-in-notice';

describe('noticeAfterLogout: what the sign-in page says after a logout', () => {
  it("confirms the user's own logout", () => {
    expect(noticeAfterLogout(SIGNED_OUT_MESSAGE)).toEqual({ severity: 'success', key: 'session.signedOut' });
  });

  it.each(['session.endedIdle', 'session.endedLifetime'])('says why the gateway ended it (%s)', (key) => {
    expect(noticeAfterLogout({ severity: 'warning', key })).toEqual({ severity: 'warning', key });
  });

  it('says the session ended when a 401 logged the user out without a word', () => {
    expect(noticeAfterLogout(undefined)).toEqual({ severity: 'warning', key: 'session.expired' });
  });

  it('leaves any other message to the alerts', () => {
    expect(noticeAfterLogout({ severity: 'error', key: 'errors.CLIENT_NOT_FOUND' })).toBeUndefined();
  });
});

describe('nextSignInNotice: two logouts of one session end, the page and a call in flight', () => {
  const idle = { severity: 'warning', key: 'session.endedIdle' } as const;
  const lifetime = { severity: 'warning', key: 'session.endedLifetime' } as const;
  const expired = noticeAfterLogout(undefined);

  it.each([idle, lifetime])('keeps the reason the gateway gave (%o) over a plain 401', (reason) => {
    expect(nextSignInNotice(reason, expired)).toBe(reason);
  });

  it('lets a reason replace the plain "your session has ended"', () => {
    expect(nextSignInNotice(expired, idle)).toBe(idle);
  });

  it("lets the user's own logout, another reason or nothing replace a reason", () => {
    expect(nextSignInNotice(idle, SIGNED_OUT_MESSAGE)).toBe(SIGNED_OUT_MESSAGE);
    expect(nextSignInNotice(idle, lifetime)).toBe(lifetime);
    expect(nextSignInNotice(idle, undefined)).toBeUndefined();
  });
});

describe('parseStoredNotice: the notice a reload finds in session storage', () => {
  it('reads back what showSignInNotice writes', () => {
    expect(parseStoredNotice('{"key":"session.endedIdle","severity":"warning"}')).toEqual({
      key: 'session.endedIdle',
      severity: 'warning',
    });
  });

  it.each([
    null,
    '',
    'not json',
    '42',
    '{"key":"errors.CLIENT_NOT_FOUND","severity":"warning"}',
    '{"key":"session.endedIdle","severity":"error"}',
    '{"key":7,"severity":"success"}',
  ])('ignores anything else (%s)', (raw) => {
    expect(parseStoredNotice(raw)).toBeUndefined();
  });
});
