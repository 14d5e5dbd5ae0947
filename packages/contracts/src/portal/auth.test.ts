import { describe, expect, it } from 'vitest';
import { LoginInputSchema } from './auth';

const messagesOf = (input: unknown) => {
  const result = LoginInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('LoginInputSchema', () => {
  it('accepts a valid login and trims the e-mail', () => {
    const result = LoginInputSchema.parse({ email: '  demo@example.com ', password: 'Demo@Portal2026' });
    expect(result).toEqual({ email: 'demo@example.com', password: 'Demo@Portal2026' });
  });

  it('keeps back_url and recaptcha_token', () => {
    const input = { email: 'a@b.co', password: 'x', back_url: 'https://x.example', recaptcha_token: 'r' };
    expect(LoginInputSchema.parse(input)).toEqual(input);
  });

  it('requires the e-mail with the required message only', () => {
    expect(messagesOf({ email: '', password: 'x' })).toEqual([['email', 'validation.required']]);
    expect(messagesOf({ email: '   ', password: 'x' })).toEqual([['email', 'validation.required']]);
  });

  it('rejects a malformed e-mail with the e-mail message', () => {
    for (const email of ['demo', 'demo@', '@example.com', 'demo@example', 'de mo@example.com']) {
      expect(messagesOf({ email, password: 'x' }), email).toEqual([['email', 'validation.email']]);
    }
  });

  it('requires the password with the required message', () => {
    expect(messagesOf({ email: 'a@b.co', password: '' })).toEqual([['password', 'validation.required']]);
  });

  it('allows 40 password characters and refuses 41 with the maximum message', () => {
    expect(messagesOf({ email: 'a@b.co', password: 'x'.repeat(40) })).toEqual([]);
    expect(messagesOf({ email: 'a@b.co', password: 'x'.repeat(41) })).toEqual([
      ['password', 'validation.passwordMax'],
    ]);
  });

  it('does not trim the password', () => {
    expect(LoginInputSchema.parse({ email: 'a@b.co', password: ' p ' }).password).toBe(' p ');
  });

  it('reports missing and mistyped fields without throwing', () => {
    expect(LoginInputSchema.safeParse({}).success).toBe(false);
    expect(LoginInputSchema.safeParse(null).success).toBe(false);
    expect(LoginInputSchema.safeParse({ email: 1, password: 2 }).success).toBe(false);
  });
});
