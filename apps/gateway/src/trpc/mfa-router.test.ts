import type { Outcome, TotpSetupResult } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient, unsignedValue } from '../test-support/trpc-http';

const URI =
  'otpauth://totp/Cloud%20Access%20Portal:ann%40example.com?issuer=Cloud%20Access%20Portal&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

/** /login_otp answers by the code typed, so each test picks its reply. */
const OTP_REPLIES: Record<string, { status: number; body: unknown }> = {
  '111111': { status: 200, body: { access_token: 'after-mfa' } },
  '222222': {
    status: 200,
    body: {
      access_token: 'after-mfa',
      password_expiration: { will_expire_soon: true, days_until_expire: 4 },
    },
  },
  '333333': {
    status: 200,
    body: { access_token: 'after-mfa', device_validation_status: 'success', device_validation_code: 'dev-7' },
  },
  '444444': { status: 401, body: { error: 'USER_OTP_INVALID' } },
  '555555': { status: 404, body: { error: 'USER_NOT_FOUND' } },
  '666666': { status: 400, body: { error: 'MFA_TYPE_ERROR' } },
  '777777': { status: 401, body: { error: 'INVALID_ACCESS_TOKEN' } },
};

/** /totp_qrcode answers by the bearer token, which login picks from the e-mail. */
const QR_REPLIES: Record<string, { status: number; body: unknown }> = {
  'Bearer new': { status: 200, body: { totp_uri: URI, qrcode_url: 'https://elsewhere.example/qr.png' } },
  'Bearer done': { status: 409, body: { error: 'USER_OTP_ALREADY_CONFIGURED' } },
  'Bearer gone': { status: 404, body: { error: 'USER_NOT_FOUND' } },
  'Bearer odd': { status: 200, body: { totp_uri: 'https://example.com/not-otp' } },
};

let upstream: FakeUpstream;
let app: FastifyInstance;
const otpCalls: { otp: unknown; authorization: unknown }[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.post<{ Body: { email: string } }>('/login', async (req) => ({
      access_token: req.body.email.split('@')[0],
      mfa_required: true,
      mfa_type: 'default',
      mfa_configured: true,
    }));
    fake.post<{ Body: { otp: string } }>('/login_otp', async (req, reply) => {
      otpCalls.push({ otp: req.body.otp, authorization: req.headers.authorization });
      const answer = OTP_REPLIES[req.body.otp] ?? { status: 500, body: {} };
      return reply.code(answer.status).send(answer.body);
    });
    fake.get('/totp_qrcode', async (req, reply) => {
      const answer = QR_REPLIES[String(req.headers.authorization)] ?? { status: 401, body: {} };
      return reply.code(answer.status).send(answer.body);
    });
    fake.post('/logout', async () => ({}));
  });
  app = await buildTestApp({ UPSTREAM_URL: upstream.url });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

/** A browser that signed in as `who@example.com`, so its pre-multi-factor token is `who`. */
async function signedInAs(who: string): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get('/healthz');
  const login = await client.mutation<Outcome>('auth.login', {
    email: `${who}@example.com`,
    password: 'Some@Password1',
  });
  expect(login.data?.next).toEqual({ kind: 'navigate', to: '/requiredMFA' });
  return client;
}

const submit = (client: TrpcTestClient, otp: string) => client.mutation<Outcome>('mfa.submitCode', { otp });

describe('mfa.submitCode', () => {
  it('sends the code with the session token, replaces the token and goes to the environments', async () => {
    const client = await signedInAs('ann');
    const res = await submit(client, ' 111111 ');
    expect(res.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(otpCalls.at(-1)).toEqual({ otp: '111111', authorization: 'Bearer ann' });
    expect(client.sessionToken()).toBe('after-mfa');
    expect(res.raw).not.toContain('after-mfa');
    const session = await client.query<{ authenticated: boolean; email: string | null }>('auth.session');
    expect(session.data).toEqual({ authenticated: true, email: 'ann@example.com' });
  });

  it('goes to /password/expired with the days left when the password expires soon', async () => {
    const res = await submit(await signedInAs('ann'), '222222');
    expect(res.data?.next).toEqual({
      kind: 'navigate',
      to: '/password/expired',
      state: { daysUntilExpire: 4 },
    });
  });

  it('keeps the device validation code for 90 days in an HttpOnly cookie', async () => {
    const res = await submit(await signedInAs('ann'), '333333');
    const device = res.setCookies.find((c) => c.name === TEST_COOKIES.deviceValidation);
    expect(unsignedValue(device?.value ?? '')).toBe('dev-7');
    expect(device?.attributes).toMatchObject({ httponly: true, 'max-age': String(90 * 24 * 60 * 60) });
  });

  it('shows a wrong code on /requiredMFA and keeps the session (its 401 is not a dead token)', async () => {
    const client = await signedInAs('ann');
    const res = await submit(client, '444444');
    expect(res.data).toEqual({
      next: { kind: 'navigate', to: '/requiredMFA' },
      message: { severity: 'error', key: 'errors.USER_OTP_INVALID' },
    });
    expect(client.sessionToken()).toBe('ann');
  });

  it('keeps a wrong code typed during enrolment on /configurationMFA (A-54), and sends no flag upstream', async () => {
    const client = await signedInAs('ann');
    const res = await client.mutation<Outcome>('mfa.submitCode', { otp: '444444', enrolment: true });
    expect(res.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.USER_OTP_INVALID' },
    });
    expect(otpCalls.at(-1)).toEqual({ otp: '444444', authorization: 'Bearer ann' });
  });

  it('logs out with the wrong-user message on 404, and on a refused token', async () => {
    expect((await submit(await signedInAs('ann'), '555555')).data).toEqual({
      next: { kind: 'logout' },
      message: { severity: 'error', key: 'errors.USER_NOT_FOUND' },
    });
    expect((await submit(await signedInAs('ann'), '777777')).data).toEqual({ next: { kind: 'logout' } });
  });

  it('shows MFA_TYPE_ERROR, then /requiredMFA', async () => {
    expect((await submit(await signedInAs('ann'), '666666')).data).toEqual({
      next: { kind: 'navigate', to: '/requiredMFA' },
      message: { severity: 'error', key: 'errors.MFA_TYPE_ERROR' },
    });
  });

  it('refuses a code that is not six digits before calling the upstream', async () => {
    const client = await signedInAs('ann');
    const before = otpCalls.length;
    const res = await submit(client, '12345');
    expect(res.status).toBe(400);
    expect(otpCalls).toHaveLength(before);
  });

  it('needs the CSRF header', async () => {
    const client = await signedInAs('ann');
    const res = await client.mutation('mfa.submitCode', { otp: '111111' }, { csrf: false });
    expect(res.status).toBe(403);
  });
});

describe('mfa.totpSetup', () => {
  const setup = async (who: string) =>
    (await (await signedInAs(who)).query<TotpSetupResult>('mfa.totpSetup')).data;

  it('answers the URI, its secret and account, and the QR drawn as an SVG data URL', async () => {
    const result = await setup('new');
    if (!result?.ok) throw new Error(`expected the setup data, got ${JSON.stringify(result)}`);
    expect(result.setup).toMatchObject({
      otpauthUri: URI,
      secret: 'JBSWY3DPEHPK3PXP',
      account: 'ann@example.com',
      issuer: 'Cloud Access Portal',
    });
    const svg = Buffer.from(
      result.setup.qrDataUrl.replace('data:image/svg+xml;base64,', ''),
      'base64',
    ).toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // The upstream's own image address is never passed on to the browser.
    expect(JSON.stringify(result)).not.toContain('elsewhere.example');
  });

  it('sends a user who has set TOTP up to the code page', async () => {
    expect(await setup('done')).toEqual({
      ok: false,
      outcome: {
        next: { kind: 'navigate', to: '/requiredMFA' },
        message: { severity: 'info', key: 'errors.USER_OTP_ALREADY_CONFIGURED' },
      },
    });
  });

  it('logs out with the wrong-user message on 404', async () => {
    expect(await setup('gone')).toEqual({
      ok: false,
      outcome: { next: { kind: 'logout' }, message: { severity: 'error', key: 'errors.USER_NOT_FOUND' } },
    });
  });

  it('stays with the unexpected-error message when the URI is not TOTP', async () => {
    expect(await setup('odd')).toEqual({
      ok: false,
      outcome: { next: { kind: 'stay' }, message: { severity: 'error', key: 'errors.UNEXPECTED_ERROR' } },
    });
  });
});
