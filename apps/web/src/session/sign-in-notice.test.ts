import { describe, expect, it } from 'vitest';
import { noticeAfterLogout, SIGNED_OUT_MESSAGE } from './sign-in-notice';

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
