import { describe, expect, it } from 'vitest';
import { OtpInputSchema, readOtpauthUri } from './mfa';

describe('OtpInputSchema', () => {
  it('accepts six digits, trimmed', () => {
    expect(OtpInputSchema.parse({ otp: ' 012345 ' })).toEqual({ otp: '012345' });
  });

  it('says Required Field! when empty and asks for six digits otherwise', () => {
    const message = (otp: string) => OtpInputSchema.safeParse({ otp }).error?.issues[0]?.message;
    expect(message('')).toBe('validation.required');
    expect(message('12345')).toBe('mfa:validation.code');
    expect(message('1234567')).toBe('mfa:validation.code');
    expect(message('12a456')).toBe('mfa:validation.code');
  });
});

describe('readOtpauthUri', () => {
  it('reads the secret, issuer and account of a TOTP URI', () => {
    const uri =
      'otpauth://totp/Cloud%20Access%20Portal:demo%40example.com?issuer=Cloud%20Access%20Portal&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
    expect(readOtpauthUri(uri)).toEqual({
      otpauthUri: uri,
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Cloud Access Portal',
      account: 'demo@example.com',
    });
  });

  it('takes the issuer from the label when the query has none', () => {
    expect(readOtpauthUri('otpauth://totp/Acme:ann?secret=ABC')).toMatchObject({
      issuer: 'Acme',
      account: 'ann',
    });
    expect(readOtpauthUri('otpauth://totp/ann?secret=ABC')).toMatchObject({ issuer: '', account: 'ann' });
  });

  it('refuses what is not a TOTP URI with a secret', () => {
    expect(readOtpauthUri('otpauth://hotp/a?secret=ABC')).toBeUndefined();
    expect(readOtpauthUri('otpauth://totp/a')).toBeUndefined();
    expect(readOtpauthUri('https://example.com/?secret=ABC')).toBeUndefined();
    expect(readOtpauthUri('not a uri')).toBeUndefined();
  });
});
