import { describe, expect, it, vi } from 'vitest';
import { csrfAccepted, csrfKeysFrom, csrfTokenFits, newCsrfToken } from './csrf';

const KEYS = csrfKeysFrom(['first-secret-0123456789abcdef0123456789']);
const ROTATED = csrfKeysFrom([
  'new-secret-0123456789abcdef0123456789ab',
  'first-secret-0123456789abcdef0123456789',
]);
const OTHER = csrfKeysFrom(['other-secret-0123456789abcdef0123456789']);

describe('CSRF tokens bound to the session', () => {
  it('fits the session it was made for, and no other', () => {
    const token = newCsrfToken(KEYS, 'session-a');
    expect(csrfTokenFits(KEYS, 'session-a', token)).toBe(true);
    expect(csrfTokenFits(KEYS, 'session-b', token)).toBe(false);
    expect(csrfTokenFits(KEYS, null, token)).toBe(false);
    expect(csrfTokenFits(KEYS, null, newCsrfToken(KEYS, null))).toBe(true);
  });

  it('remembers a pair that fits, never one refused, and never a fit for another session', () => {
    const keys = csrfKeysFrom(['remembering-secret-0123456789abcdef0123']);
    const remembered = vi.spyOn(keys.fits, 'set');
    const token = newCsrfToken(keys, 'session-a');
    expect(csrfTokenFits(keys, 'session-b', token)).toBe(false);
    expect(remembered).not.toHaveBeenCalled();
    expect(csrfTokenFits(keys, 'session-a', token)).toBe(true);
    expect(csrfTokenFits(keys, 'session-a', token)).toBe(true);
    expect(remembered).toHaveBeenCalledTimes(1);
    // Remembered for session-a only: the same token is still refused for any other.
    expect(csrfTokenFits(keys, 'session-b', token)).toBe(false);
    expect(csrfTokenFits(keys, null, token)).toBe(false);
  });

  it('is new each time', () => {
    expect(newCsrfToken(KEYS, null)).not.toBe(newCsrfToken(KEYS, null));
  });

  it('refuses tokens made with another key, and keeps old keys verifying during a rotation', () => {
    const old = newCsrfToken(KEYS, 's');
    expect(csrfTokenFits(OTHER, 's', old)).toBe(false);
    expect(csrfTokenFits(ROTATED, 's', old)).toBe(true);
    // The first key makes new tokens: the old deployment does not know them.
    expect(csrfTokenFits(KEYS, 's', newCsrfToken(ROTATED, 's'))).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['no dot', 'abc'],
    ['nothing before the dot', '.abc'],
    ['nothing after the dot', 'abc.'],
    ['a changed nonce', (() => `x${newCsrfToken(KEYS, 's')}`)()],
  ])('refuses a malformed token: %s', (_name, token) => {
    expect(csrfTokenFits(KEYS, 's', token)).toBe(false);
  });

  it('needs the header to repeat the cookie exactly', () => {
    const token = newCsrfToken(KEYS, 's');
    expect(csrfAccepted(KEYS, 's', token, token)).toBe(true);
    expect(csrfAccepted(KEYS, 's', token, undefined)).toBe(false);
    expect(csrfAccepted(KEYS, 's', undefined, token)).toBe(false);
    expect(csrfAccepted(KEYS, 's', token, `${token} `)).toBe(false);
    expect(csrfAccepted(KEYS, 's', token, newCsrfToken(KEYS, 's'))).toBe(false);
  });
});
