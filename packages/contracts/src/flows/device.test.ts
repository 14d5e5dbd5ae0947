import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import { decidePinReply, decidePinValidated, decideSendPin } from './device';

const known = (code: ErrorCode): PortalError => ({ known: true, code });

describe('decidePinReply (spec section 8, PIN and e-mail PIN)', () => {
  it('defaults to UNEXPECTED_ERROR when the reply names no error', () => {
    expect(decidePinReply(undefined)).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' },
    });
  });

  it('returns to / (a logout) after MAXIMUM_PIN_INVALID_RETRIES', () => {
    expect(decidePinReply(known('MAXIMUM_PIN_INVALID_RETRIES'))).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.MAXIMUM_PIN_INVALID_RETRIES' },
    });
  });

  it.each([
    'INVALID_PIN',
    'INVALID_VALIDATION_TYPE',
    'VALIDATION_NOT_REQUIRED',
    'REGISTRATION_ERROR',
    'FICTITIOUS_EMAIL_NOT_ALLOWED',
    'UNSENT_EMAIL',
  ] as const)('shows the translated %s and stays', (code) => {
    expect(decidePinReply(known(code))).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: `errors.${code}` },
    });
  });

  it('shows text that is no code as INVALID_PIN', () => {
    expect(decidePinReply({ known: false, text: 'pin errado' }).message).toEqual({
      severity: 'error',
      key: 'errors.INVALID_PIN',
    });
  });

  it('shows TOKEN_SENT_SUCCESSFULLY as a success, not an error', () => {
    expect(decidePinReply(known('TOKEN_SENT_SUCCESSFULLY'))).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'success', key: 'errors.TOKEN_SENT_SUCCESSFULLY' },
    });
  });
});

describe('decideSendPin', () => {
  it('counts a plain success and a success code as sent', () => {
    const sent = { severity: 'success', key: 'errors.TOKEN_SENT_SUCCESSFULLY' };
    expect(decideSendPin({ ok: true })).toEqual({ next: { kind: 'stay' }, message: sent, sent: true });
    expect(decideSendPin({ ok: false, error: known('TOKEN_SENT_SUCCESSFULLY') })).toEqual({
      next: { kind: 'stay' },
      message: sent,
      sent: true,
    });
  });

  it('counts an error as not sent', () => {
    expect(decideSendPin({ ok: false, error: known('FICTITIOUS_EMAIL_NOT_ALLOWED') })).toMatchObject({
      sent: false,
      message: { severity: 'error', key: 'errors.FICTITIOUS_EMAIL_NOT_ALLOWED' },
    });
    expect(decideSendPin({ ok: false, error: undefined }).sent).toBe(false);
  });
});

describe('decidePinValidated', () => {
  it('keeps the code and goes to /validating', () => {
    expect(decidePinValidated('dev-1')).toEqual({
      next: { kind: 'navigate', to: '/validating' },
      storeDeviceCode: 'dev-1',
    });
  });
});
