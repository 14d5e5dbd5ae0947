import { describe, expect, it } from 'vitest';
import { noticeAfterLogout, parseStoredNotice, SIGNED_OUT_MESSAGE } from './sign-in-notice';

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
