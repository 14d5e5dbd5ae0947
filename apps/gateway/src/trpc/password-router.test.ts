import type { PasswordPolicy } from '@portal/contracts/flows';
import type { Outcome, PasswordCheckResult } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient } from '../test-support/trpc-http';

type Answer = { status: number; body: unknown };
const okAck: Answer = { status: 200, body: { status: 'SUCCESS' } };
const error = (status: number, code: string): Answer => ({ status, body: { error: code } });

/** The fake upstream answers by e-mail (or user_uuid), so each test picks its reply. */
const RESET: Record<string, Answer> = {
  'ext@example.com': error(403, 'EXTERNAL_USER'),
  'who@example.com': error(404, 'USER_NOT_FOUND'),
  'mute@example.com': error(500, 'UNSENT_EMAIL'),
};
const CHANGE: Record<string, Answer> = {
  'wrong@example.com': error(400, 'INVALID_PASSWORD_TRY_AGAIN'),
  'weak@example.com': error(400, 'INVALID_PASSWORD_COMPLEXITY'),
  'ext@example.com': error(403, 'EXTERNAL_USER'),
  'who@example.com': error(404, 'USER_NOT_FOUND'),
};
const REGISTER: Record<string, Answer> = {
  'u-weak': error(400, 'INVALID_PASSWORD_COMPLEXITY'),
  'u-old': error(410, 'EXPIRED_MAIL'),
  'u-device': { status: 200, body: { device_validation_code: 'dev-1' } },
};
const CHECK: Record<string, Answer> = {
  'off@example.com': error(403, 'USER_NOT_ACTIVE'),
  'ann@example.com': {
    status: 200,
    body: { restrictions: ['NUMBER', 'EMOJI'], min_length: 10, max_length: 30 },
  },
};

let upstream: FakeUpstream;
let app: FastifyInstance;
const logins: unknown[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    const by =
      (table: Record<string, Answer>, key: string, fallback: Answer) =>
      async (req: { body: unknown }, reply: { code: (n: number) => { send: (b: unknown) => unknown } }) => {
        const answer = table[String((req.body as Record<string, unknown>)[key])] ?? fallback;
        return reply.code(answer.status).send(answer.body);
      };
    fake.post('/reset_password', by(RESET, 'email', okAck));
    fake.post('/change_password', by(CHANGE, 'email', okAck));
    fake.post('/register_password', by(REGISTER, 'user_uuid', { status: 200, body: {} }));
    fake.post(
      '/user/check_password_restrictions',
      by({ 'bad@example.com': error(500, 'X') }, 'email', {
        status: 200,
        body: { restrictions: ['UPPERCASE'], min_length: 6 },
      }),
    );
    fake.post('/check_password_restrictions_with_login', by(CHECK, 'email', error(401, 'INVALID_USER')));
    fake.post('/login', async (req, reply) => {
      logins.push(req.body);
      return reply.code(200).send({
        access_token: 'fresh-token',
        mfa_required: false,
        password_expiration: { will_expire_soon: false, days_until_expire: 90 },
      });
    });
  });
  app = await buildTestApp({ UPSTREAM_URL: upstream.url });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

async function browser(): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get('/healthz');
  return client;
}

const stay = (key: string) => ({ next: { kind: 'stay' }, message: { severity: 'error', key } });
const NEW = 'Blue!Kite47';

describe('password.forgot', () => {
  const forgot = async (email: string) =>
    (await (await browser()).mutation<Outcome>('password.forgot', { email })).data;

  it('success: check-your-e-mail message, then /', async () => {
    expect(await forgot('ann@example.com')).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'success', key: 'password:alerts.checkEmail' },
    });
  });
  it('EXTERNAL_USER, 404 and anything else', async () => {
    expect(await forgot('ext@example.com')).toEqual(stay('errors.EXTERNAL_USER'));
    expect(await forgot('who@example.com')).toEqual(stay('password:alerts.wrongUser'));
    expect(await forgot('mute@example.com')).toEqual(stay('password:alerts.requestError'));
  });
  it('refuses a malformed e-mail before calling the upstream', async () => {
    const res = await (await browser()).mutation('password.forgot', { email: 'nope' });
    expect(res.status).toBe(400);
  });
});

describe('password.change', () => {
  const change = async (email: string) =>
    (
      await (
        await browser()
      ).mutation<Outcome>('password.change', {
        email,
        old_password: 'Old@Pass1',
        password: NEW,
        password_confirmation: NEW,
        recaptcha_token: 'bot-check',
      })
    ).data;

  it('success: account-updated message, then /', async () => {
    expect(await change('ann@example.com')).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'success', key: 'password:alerts.accountUpdated' },
    });
  });
  it('three codes have their own message, the rest says e-mail or password do not match', async () => {
    expect(await change('wrong@example.com')).toEqual(stay('errors.INVALID_PASSWORD_TRY_AGAIN'));
    expect(await change('weak@example.com')).toEqual(stay('errors.INVALID_PASSWORD_COMPLEXITY'));
    expect(await change('ext@example.com')).toEqual(stay('errors.EXTERNAL_USER'));
    expect(await change('who@example.com')).toEqual(stay('password:alerts.emailOrPasswordMismatch'));
  });
});

describe('password.register', () => {
  const register = async (client: TrpcTestClient, user_uuid: string, extra: Record<string, string> = {}) =>
    client.mutation<Outcome>('password.register', {
      user_uuid,
      token: 'tok',
      password: NEW,
      password_confirmation: NEW,
      ...extra,
    });

  it('without auto-login: the password-set message, then /, no session', async () => {
    const client = await browser();
    expect((await register(client, 'u-1')).data).toEqual({
      next: { kind: 'navigate', to: '/' },
      message: { severity: 'success', key: 'password:alerts.passwordSet' },
    });
    expect(client.hasSession()).toBe(false);
  });

  it('after PASSWORD_EXPIRED: signs in with the new password and follows the login rules', async () => {
    const client = await browser();
    logins.length = 0;
    const res = await register(client, 'u-1', { auto_login_email: 'old@example.com' });
    expect(res.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    expect(logins).toEqual([{ email: 'old@example.com', password: NEW }]);
    expect(client.hasSession()).toBe(true);
    expect(res.raw).not.toContain('fresh-token');
  });

  it('keeps a device validation code the register reply carries', async () => {
    const res = await register(await browser(), 'u-device');
    expect(
      res.setCookies.find((c) => c.name === TEST_COOKIES.deviceValidation)?.value.startsWith('dev-1.'),
    ).toBe(true);
  });

  it('the two password errors show theirs, anything else the error-changing-password message', async () => {
    const client = await browser();
    expect((await register(client, 'u-weak', { auto_login_email: 'a@example.com' })).data).toEqual(
      stay('errors.INVALID_PASSWORD_COMPLEXITY'),
    );
    expect((await register(client, 'u-old')).data).toEqual(stay('errors.PASSWORD_CHANGE_ERROR'));
    expect(client.hasSession()).toBe(false);
  });
});

describe('password restrictions', () => {
  it('per e-mail: the server policy, or the defaults when it refuses', async () => {
    const client = await browser();
    const policy = await client.mutation<PasswordPolicy>('password.restrictions', {
      email: 'ann@example.com',
    });
    expect(policy.data).toEqual({ minLength: 6, maxLength: 40, restrictions: ['UPPERCASE'] });
    const fallback = await client.mutation<PasswordPolicy>('password.restrictions', {
      email: 'bad@example.com',
    });
    expect(fallback.data?.restrictions).toHaveLength(6);
  });

  it('with login: the policy, USER_NOT_ACTIVE, else AUTH_FAILURE', async () => {
    const client = await browser();
    const check = async (email: string) =>
      (await client.mutation<PasswordCheckResult>('password.checkWithLogin', { email, password: 'x' })).data;
    expect(await check('ann@example.com')).toEqual({
      ok: true,
      policy: { minLength: 10, maxLength: 30, restrictions: ['NUMBER'] },
    });
    expect(await check('off@example.com')).toEqual({ ok: false, outcome: stay('errors.USER_NOT_ACTIVE') });
    expect(await check('who@example.com')).toEqual({ ok: false, outcome: stay('errors.AUTH_FAILURE') });
  });
});
