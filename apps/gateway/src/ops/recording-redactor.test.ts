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

  it('finds e-mails in links however they are written, and login hints, relative links and identity names', () => {
    const r = new RecordingRedactor();
    const reply = r.redact({
      redirect_url:
        'https://idp.corp.com/authorize?login_hint=alice%40corp.com&client_id=portal&state=xyz123',
      back: '/sso/return?user=Alice@Corp.com&token=abcdef123',
      identity: { name: 'Alice Souza', preferred_username: 'asouza', errors: [] },
      duo: 'https://api-1.duosecurity.com/oauth/v1/authorize?request=eyJhbGciOiJIUzI1NiJ9.eyJkdW9fdW5hbWUiOiJhbGljZSJ9.sig',
    }) as Record<string, unknown>;
    const text = JSON.stringify(reply);
    for (const secret of [
      'alice%40corp.com',
      'alice@corp.com',
      'Alice@Corp.com',
      'xyz123',
      'abcdef123',
      'Alice Souza',
      'asouza',
      'eyJhbGciOiJIUzI1NiJ9',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    // One person, one fake, whatever the case of the address.
    expect(reply.redirect_url).toContain('login_hint=user1%40recorded.example');
    expect(reply.back).toBe('/sso/return?user=user1%40recorded.example&token=redacted-token-2');
    expect(reply.identity).toEqual({ name: 'Person 1', preferred_username: 'Person 2', errors: [] });
  });

  it.each([
    ['otpauth://totp/Portal:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Portal', '%40'],
    ['otpauth://totp/Portal:ALICE%40Example.COM?secret=JBSWY3DPEHPK3PXP&issuer=Portal', '%40'],
    ['otpauth://totp/Portal%3Aalice%40example%2Ecom?secret=JBSWY3DPEHPK3PXP', '%40'],
    ['otpauth://totp/Portal%253Aalice%2540example%252Ecom?secret=JBSWY3DPEHPK3PXP', '%2540'],
    ['otpauth://totp/Portal:alice%2540example.com?secret=JBSWY3DPEHPK3PXP', '%2540'],
    ['https://idp.example/u/alice%40example.com/profile', '%40'],
    ['https://idp.example/u/%61lice%40example.com', '%40'],
    ['mailto:alice%40example.com', '%40'],
    ['/users/alice%40example.com#frag', '%40'],
  ])('finds the e-mail in %s however it is encoded, and drops the TOTP secret', (uri, at) => {
    const r = new RecordingRedactor();
    r.redact({ email: 'alice@example.com' });
    const { uri: recorded } = r.redact({ uri }) as { uri: string };
    expect(recorded.toLowerCase()).not.toContain('alice');
    expect(recorded).not.toContain('JBSWY3DPEHPK3PXP');
    // The same person as the plain address, the @ written back as it was found.
    expect(recorded).toContain(`user1${at}recorded.example`);
  });

  it('finds an e-mail whose + is encoded, in a path or a query, as the same person', () => {
    const r = new RecordingRedactor();
    r.redact({ email: 'alice+portal@example.com' });
    const reply = r.redact({
      label: 'otpauth://totp/Portal:alice%2Bportal%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Portal',
      link: 'https://idp.example/start?hint=alice%252Bportal%2540example.com&lang=es',
    }) as Record<string, string>;
    const text = JSON.stringify(reply);
    expect(text).not.toMatch(/alice|portal%40|JBSWY3DPEHPK3PXP/i);
    expect(reply.label).toBe(
      'otpauth://totp/Portal:user1%40recorded.example?secret=redacted-token-1&issuer=Portal',
    );
    expect(reply.link).toBe('https://idp.example/start?hint=user1%2540recorded.example&lang=es');
  });

  it('replaces a whole value kept under a secret’s name, objects and lists included', () => {
    const r = new RecordingRedactor();
    expect(r.redact({ token: { value: 'tok-abcdef', expires: 3600 }, secrets: ['one-secret'] })).toEqual({
      token: { value: 'redacted-token-1', expires: 'redacted-token-2' },
      secrets: ['redacted-token-3'],
    });
  });

  it('keeps error and status codes, and does not search short originals elsewhere', () => {
    const r = new RecordingRedactor();
    expect(r.redact({ error_code: 'INVALID_USER', status_code: 401 })).toEqual({
      error_code: 'INVALID_USER',
      status_code: 401,
    });
    r.redact({ password: 'Acme' });
    expect(r.redact({ name: 'Acme Finance' })).toEqual({ name: 'Acme Finance' });
  });

  it('finds IPv6 addresses next to punctuation, and leaves clocks alone', () => {
    const r = new RecordingRedactor();
    expect(r.redact({ message: 'Denied from 2001:db8::1. Source addr:fe80::1 at 10:30:45' })).toEqual({
      message: 'Denied from 192.0.2.1. Source addr:192.0.2.2 at 10:30:45',
    });
  });

  it('writes neither a huge text nor a value nested too deep, only their size', () => {
    const r = new RecordingRedactor();
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 100; i++) {
      const next: Record<string, unknown> = {};
      at.child = next;
      at = next;
    }
    expect(() => r.redact(deep)).not.toThrow();
    expect(JSON.stringify(r.redact(deep))).toContain('$notRecorded');
    expect(r.redact({ blob: 'x'.repeat(20_000) })).toEqual({ blob: '(20000 characters, not recorded)' });
  });
});
