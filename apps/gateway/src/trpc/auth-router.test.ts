import { BOT_CHECK_STAND_IN_TOKEN, type Outcome, type PortalErrorData } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient, unsignedValue } from '../test-support/trpc-http';
import type { GatewayMode } from './context';
import { upstreamBotToken } from './login-reply';

/** The fake upstream answers /login by e-mail, so each test picks its reply. */
const LOGIN_REPLIES: Record<string, { status: number; body: unknown }> = {
  'device@example.com': {
    status: 200,
    body: {
      access_token: 't1',
      mfa_required: false,
      device_validation_status: 'success',
      device_validation_code: 'device-code-1',
    },
  },
  'unknown-device@example.com': {
    status: 200,
    body: { access_token: 't2', mfa_required: false, device_validation_status: 'failed' },
  },
  'duo@example.com': {
    status: 200,
    body: {
      access_token: 't3',
      mfa_required: true,
      mfa_type: 'duo',
      duo: { enabled: true, redirect_url: 'https://duo.example.com/frame?x=1' },
    },
  },
  'duo-elsewhere@example.com': {
    status: 200,
    body: {
      access_token: 't4',
      mfa_required: true,
      mfa_type: 'duo',
      duo: { enabled: true, redirect_url: 'http://phish.example.net/frame' },
    },
  },
  'expired@example.com': {
    status: 403,
    body: { error: 'PASSWORD_EXPIRED', user_uuid: 'user-9', token: 'reset-9' },
  },
  'wrong@example.com': { status: 401, body: { error: 'INVALID_USER' } },
  'update-plugin@example.com': {
    status: 200,
    body: { access_token: 't5', mfa_required: false, should_update_plugin: true },
  },
};

/** The bodies the fake upstream's /login received, latest last. */
const loginBodies: Record<string, unknown>[] = [];

/** The Authorization header of each /login and /logout the fake upstream received. */
const loginBearers: (string | null)[] = [];
const logoutBearers: (string | null)[] = [];

let logoutStatus = 200;
let upstream: FakeUpstream;
let app: FastifyInstance;
let limited: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.post<{ Body: { email: string } }>('/login', async (req, reply) => {
      loginBodies.push(req.body);
      loginBearers.push(req.headers.authorization ?? null);
      const answer = LOGIN_REPLIES[req.body.email] ?? {
        status: 200,
        body: { access_token: 't', mfa_required: false },
      };
      return reply.code(answer.status).send(answer.body);
    });
    fake.post('/logout', async (req, reply) => {
      logoutBearers.push(req.headers.authorization ?? null);
      return reply.code(logoutStatus).send({});
    });
    fake.get('/clients', async (_req, reply) => reply.send({ clients: [] }));
  });
  const env = {
    UPSTREAM_URL: upstream.url,
    ALLOWED_REDIRECT_ORIGINS: ['https://duo.example.com', 'https://back.example.com'],
  };
  app = await buildTestApp(env);
  limited = await buildTestApp({ ...env, LOGIN_RATE_LIMIT_PER_MIN: 2 });
});
afterAll(async () => {
  await app.close();
  await limited.close();
  await upstream.close();
});

async function browser(on: FastifyInstance = app): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(on));
  await client.get('/healthz');
  return client;
}

const login = (client: TrpcTestClient, email: string, extra: Record<string, string> = {}) =>
  client.mutation<Outcome>('auth.login', { email, password: 'Some@Password1', ...extra });

describe('a new sign-in in a signed-in browser', () => {
  it("revokes the old session upstream, and never sends it as the new login's bearer", async () => {
    const client = await browser();
    await login(client, 'device@example.com');
    expect(client.sessionToken()).toBe('t1');
    const logoutsBefore = logoutBearers.length;

    const again = await login(client, 'update-plugin@example.com');
    expect(again.status).toBe(200);
    expect(logoutBearers.slice(logoutsBefore)).toEqual(['Bearer t1']);
    expect(loginBearers.at(-1)).toBeNull();
    expect(client.sessionToken()).toBe('t5');
  });

  it('leaves no session behind when the new sign-in fails', async () => {
    const client = await browser();
    await login(client, 'device@example.com');
    const failed = await login(client, 'wrong@example.com');
    expect(failed.data).toMatchObject({ next: { kind: 'stay' } });
    expect(loginBearers.at(-1)).toBeNull();
    expect(client.sessionToken()).toBeUndefined();
  });

  it('a first sign-in revokes nothing', async () => {
    const logoutsBefore = logoutBearers.length;
    await login(await browser(), 'device@example.com');
    expect(logoutBearers.length).toBe(logoutsBefore);
  });
});

describe('auth.login outcomes', () => {
  it('keeps a device validation code for 90 days in an HttpOnly cookie', async () => {
    const client = await browser();
    const res = await login(client, 'device@example.com');
    expect(res.data).toEqual({ next: { kind: 'navigate', to: '/home/environments' } });
    const device = res.setCookies.find((c) => c.name === TEST_COOKIES.deviceValidation);
    expect(unsignedValue(device?.value ?? '')).toBe('device-code-1');
    expect(device?.attributes).toMatchObject({ httponly: true, 'max-age': String(90 * 24 * 60 * 60) });
    expect(res.raw).not.toContain('device-code-1');
  });

  it('sends a failed device validation to /deviceValidation with the e-mail', async () => {
    const res = await login(await browser(), 'unknown-device@example.com');
    expect(res.data?.next).toEqual({
      kind: 'navigate',
      to: '/deviceValidation',
      state: { email: 'unknown-device@example.com', fictitiousEmail: false },
    });
  });

  it('follows a Duo redirect on the allow-list', async () => {
    const res = await login(await browser(), 'duo@example.com');
    expect(res.data?.next).toEqual({ kind: 'external', url: 'https://duo.example.com/frame?x=1' });
  });

  it('refuses a plain-http Duo address off the upstream and the allow-list: message, no session left behind', async () => {
    const client = await browser();
    const res = await login(client, 'duo-elsewhere@example.com');
    expect(res.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.DUO_ERROR_TO_AUTHENTICATE' },
    });
    const session = await client.query<{ authenticated: boolean }>('auth.session');
    expect(session.data?.authenticated).toBe(false);
  });

  it('turns PASSWORD_EXPIRED into the register page with an info message', async () => {
    const res = await login(await browser(), 'expired@example.com');
    expect(res.data).toEqual({
      next: {
        kind: 'navigate',
        to: '/register/user-9/reset-9',
        state: { autoLogin: true, email: 'expired@example.com' },
      },
      message: { severity: 'info', key: 'errors.PASSWORD_EXPIRED' },
    });
  });

  it('leaves for an allowed back_url after an error, never for another one', async () => {
    const allowed = await login(await browser(), 'wrong@example.com', {
      back_url: 'https://back.example.com/x',
    });
    expect(allowed.data?.next).toEqual({ kind: 'external', url: 'https://back.example.com/x' });
    const other = await login(await browser(), 'wrong@example.com', {
      back_url: 'https://evil.example.com/',
    });
    expect(other.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.INVALID_USER' },
    });
  });

  it('rule 1: keeps the token before the other rules, whatever page comes next', async () => {
    for (const email of [
      'a@example.com',
      'unknown-device@example.com',
      'duo@example.com',
      'update-plugin@example.com',
    ]) {
      const client = await browser();
      const res = await login(client, email);
      expect(res.data?.next.kind, email).not.toBe('stay');
      expect(client.sessionToken(), email).toBeTruthy();
      expect(res.raw, email).not.toMatch(/"t\d?"/);
    }
  });

  it('limits login attempts per client when configured', async () => {
    const client = await browser(limited);
    expect((await login(client, 'a@example.com')).status).toBe(200);
    expect((await login(client, 'a@example.com')).status).toBe(200);
    const third = await login(client, 'a@example.com');
    expect(third.status).toBe(429);
    expect(third.error?.data.portal as PortalErrorData | undefined).toMatchObject({
      kind: 'http',
      status: 429,
      outcome: { next: { kind: 'stay' }, message: { severity: 'error', key: 'upstream.tooManyAttempts' } },
    });
  });
});

describe('the bot-check token', () => {
  it('reaches the upstream as the browser sent it', async () => {
    await login(await browser(), 'a@example.com', { recaptcha_token: 'widget-token-1' });
    expect(loginBodies.at(-1)).toMatchObject({ recaptcha_token: 'widget-token-1' });
  });

  it('is dropped in proxy mode when it is the stand-in: a real upstream gets no made-up token', async () => {
    await login(await browser(), 'a@example.com', { recaptcha_token: BOT_CHECK_STAND_IN_TOKEN });
    expect(loginBodies.at(-1)).not.toHaveProperty('recaptcha_token');
    const inMode = (mode: GatewayMode) => ({ services: { mode } }) as Parameters<typeof upstreamBotToken>[1];
    expect(upstreamBotToken(BOT_CHECK_STAND_IN_TOKEN, inMode('simulator'))).toBe(BOT_CHECK_STAND_IN_TOKEN);
    expect(upstreamBotToken(undefined, inMode('simulator'))).toBeUndefined();
  });
});

describe('the plugin-update flag (spec section 4, clients)', () => {
  const flag = async (client: TrpcTestClient) =>
    (await client.query<{ updatePlugin: boolean }>('clients.list')).data?.updatePlugin;

  it('is kept from login, read by clients.list, and cleared by its own action', async () => {
    const client = await browser();
    await login(client, 'update-plugin@example.com');
    expect(client.cookies.get(TEST_COOKIES.pluginUpdate)?.startsWith('1.')).toBe(true);
    expect(await flag(client)).toBe(true);
    expect((await client.mutation('auth.pluginUpdateSeen')).status).toBe(200);
    expect(await flag(client)).toBe(false);
  });

  it('is cleared by a login without it and by logout', async () => {
    const again = await browser();
    await login(again, 'update-plugin@example.com');
    await login(again, 'a@example.com');
    expect(await flag(again)).toBe(false);
    const leaving = await browser();
    await login(leaving, 'update-plugin@example.com');
    await leaving.mutation('auth.logout');
    expect(leaving.cookies.has(TEST_COOKIES.pluginUpdate)).toBe(false);
  });
});

describe('auth.logout', () => {
  it('is refused without a session: 401, and the logout outcome (the web cleans up and goes to /)', async () => {
    const res = await (await browser()).mutation<Outcome>('auth.logout');
    expect(res.status).toBe(401);
    expect(res.error?.data.portal as PortalErrorData | undefined).toEqual({
      kind: 'no-session',
      status: 401,
      outcome: { next: { kind: 'logout' } },
    });
  });

  it('clears the session even when the upstream logout fails', async () => {
    logoutStatus = 500;
    const client = await browser();
    await login(client, 'a@example.com');
    expect(client.hasSession()).toBe(true);
    const res = await client.mutation<Outcome>('auth.logout');
    expect(res.data).toEqual({ next: { kind: 'navigate', to: '/' } });
    expect(client.hasSession()).toBe(false);
    expect((await client.query('auth.session')).data).toEqual({ authenticated: false, email: null });
    logoutStatus = 200;
  });
});
