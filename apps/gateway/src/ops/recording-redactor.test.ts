import { describe, expect, it } from 'vitest';
import { RecordingRedactor } from './recording-redactor';

describe('RecordingRedactor', () => {
  it('replaces passwords, e-mails, tokens, PINs and codes by stable fakes', () => {
    const r = new RecordingRedactor();
    const login = r.redact({
      email: 'Ana.Souza@customer.com.br',
      password: 'S3cret!Pass',
      recaptcha_token: 'g-abc123',
    });
    expect(login).toEqual({
      email: 'user1@recorded.example',
      password: 'Recorded@Portal1',
      recaptcha_token: 'redacted-token-1',
    });
    // The same originals are the same fakes later in the session; new ones get the next number.
    expect(r.redact({ email: 'Ana.Souza@customer.com.br', password: 'Wrong!Pass2' })).toEqual({
      email: 'user1@recorded.example',
      password: 'Recorded@Portal2',
    });
    expect(r.redact({ access_token: 'eyJhbGciOi.secret.part', device_validation_code: 'dev-777' })).toEqual({
      access_token: 'redacted-token-2',
      device_validation_code: 'redacted-token-3',
    });
    expect(r.redact({ pin: '482913', otp: 771204, validation_type: 'EMAIL' })).toEqual({
      pin: '000001',
      otp: '000002',
      validation_type: 'EMAIL',
    });
  });

  it('finds e-mails, IP addresses and known secrets inside any text, and secrets in URL parameters', () => {
    const r = new RecordingRedactor();
    r.redact({ access_token: 'tok-0123456789' });
    const reply = r.redact({
      message: 'Sessão de ana@customer.com aberta em 10.20.30.40 e fe80::1:2:3',
      iframe: 'https://rdp.customer.com/app?user=ana&token=tok-0123456789',
      redirect_url: 'https://idp.customer.com/cb?state=st-999&code=abc&lang=pt',
      ip: '203.0.113.9',
      time: '10:30',
    }) as Record<string, string>;
    expect(reply.message).toBe('Sessão de user1@recorded.example aberta em 192.0.2.2 e 192.0.2.3');
    expect(reply.iframe).toBe('https://rdp.customer.com/app?user=ana&token=redacted-token-1');
    expect(reply.redirect_url).toBe(
      'https://idp.customer.com/cb?state=redacted-token-2&code=redacted-token-3&lang=pt',
    );
    // Fields named for an address are read first, then the text of every value.
    expect(reply.ip).toBe('192.0.2.1');
    expect(reply.time).toBe('10:30');
  });

  it('replaces people’s names and keeps the names of clients, environments and apps', () => {
    const r = new RecordingRedactor();
    expect(
      r.redact({
        user_name: 'Ana Souza',
        full_name: 'Ana Souza',
        clients: [{ client_uuid: 'acme', name: 'Acme Finance', environments: [{ name: 'ERP Desktop' }] }],
      }),
    ).toEqual({
      user_name: 'Person 1',
      full_name: 'Person 1',
      clients: [{ client_uuid: 'acme', name: 'Acme Finance', environments: [{ name: 'ERP Desktop' }] }],
    });
  });

  it('keeps error codes, statuses, flags and numbers that are not secrets', () => {
    const r = new RecordingRedactor();
    const body = { error: 'INVALID_USER', mfa_required: false, status: 'ok', time: 594, license_limit: 3 };
    expect(r.redact(body)).toEqual(body);
    expect(r.redact(null)).toBeNull();
    expect(r.redactQuery({ cli_uuid: 'acme-finance' })).toEqual({ cli_uuid: 'acme-finance' });
  });

  it('does not change the value it was given', () => {
    const r = new RecordingRedactor();
    const body = { password: 'S3cret!Pass' };
    r.redact(body);
    expect(body.password).toBe('S3cret!Pass');
  });
});
