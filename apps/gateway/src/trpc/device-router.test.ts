import type { Outcome, SendPinOutcome } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TEST_COOKIES, TrpcTestClient, unsignedValue } from '../test-support/trpc-http';

type Answer = { status: number; body: unknown };

/** What the fake upstream answers next, per route; each test sets its own. */
let sendAnswer: Answer;
let validateAnswer: Answer;
/** The login bodies the fake upstream received, to see the device code go out. */
const loginBodies: Record<string, unknown>[] = [];

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.post<{ Body: Record<string, unknown> }>('/login', async (req) => {
      loginBodies.push(req.body);
      return { access_token: 't1', mfa_required: false, device_validation_status: 'failed' };
    });
    fake.post('/device_validation/send_pin_to_email', async (_req, reply) =>
      reply.code(sendAnswer.status).send(sendAnswer.body),
    );
    fake.post('/device_validation/validate_with_pin', async (_req, reply) =>
      reply.code(validateAnswer.status).send(validateAnswer.body),
    );
  });
  app = await buildTestApp({ UPSTREAM_URL: upstream.url });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  loginBodies.length = 0;
});

async function signedIn(): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get('/healthz');
  await client.mutation<Outcome>('auth.login', { email: 'dev@example.com', password: 'Some@Password1' });
  return client;
}

const validate = (client: TrpcTestClient, pin = '123456') =>
  client.mutation<Outcome>('device.validatePin', { validation_type: 'adm_pin', pin });
const send = (client: TrpcTestClient) =>
  client.mutation<SendPinOutcome>('device.sendPin', { validation_type: 'email_pin' });

describe('device.validatePin', () => {
  it('keeps the code 90 days in an HttpOnly cookie, goes to /validating, and sends it on the next login', async () => {
    validateAnswer = { status: 200, body: { device_validation_code: 'dev-code-7' } };
    const client = await signedIn();
    expect(loginBodies[0]?.device_validation_code).toBeUndefined();
    const res = await validate(client);
    expect(res.data).toEqual({ next: { kind: 'navigate', to: '/validating' } });
    const cookie = res.setCookies.find((c) => c.name === TEST_COOKIES.deviceValidation);
    expect(unsignedValue(cookie?.value ?? '')).toBe('dev-code-7');
    expect(cookie?.attributes).toMatchObject({ httponly: true, 'max-age': String(90 * 24 * 60 * 60) });
    expect(res.raw).not.toContain('dev-code-7');

    await client.mutation<Outcome>('auth.login', { email: 'dev@example.com', password: 'Some@Password1' });
    expect(loginBodies[1]?.device_validation_code).toBe('dev-code-7');
  });

  it('shows INVALID_PIN and stays', async () => {
    validateAnswer = { status: 400, body: { error: 'INVALID_PIN' } };
    const res = await validate(await signedIn(), '000000');
    expect(res.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.INVALID_PIN' },
    });
    expect(res.setCookies.find((c) => c.name === TEST_COOKIES.deviceValidation)).toBeUndefined();
  });

  it('returns to / (logout) after MAXIMUM_PIN_INVALID_RETRIES', async () => {
    validateAnswer = { status: 403, body: { error: 'MAXIMUM_PIN_INVALID_RETRIES' } };
    const res = await validate(await signedIn(), '000000');
    expect(res.data?.next).toEqual({ kind: 'logout' });
  });

  it('shows text that is no code as INVALID_PIN, and a reply without an error as UNEXPECTED_ERROR', async () => {
    validateAnswer = { status: 400, body: { error: 'pin errado' } };
    expect((await validate(await signedIn())).data?.message?.key).toBe('errors.INVALID_PIN');
    validateAnswer = { status: 500, body: {} };
    expect((await validate(await signedIn())).data?.message?.key).toBe('errors.UNEXPECTED_ERROR');
  });

  it('refuses a PIN that is not six digits before calling the upstream', async () => {
    validateAnswer = { status: 200, body: { device_validation_code: 'never' } };
    const res = await validate(await signedIn(), '12345');
    expect(res.error?.data.code).toBe('BAD_REQUEST');
  });

  it('lets a 401 through as an error, so the browser logs out as usual', async () => {
    validateAnswer = { status: 401, body: { error: 'INVALID_ACCESS_TOKEN' } };
    const res = await validate(await signedIn());
    expect(res.error?.data.code).toBe('UNAUTHORIZED');
  });
});

describe('device.sendPin', () => {
  it('shows TOKEN_SENT_SUCCESSFULLY as a success whether the code rides in the reply or not', async () => {
    const success = { severity: 'success', key: 'errors.TOKEN_SENT_SUCCESSFULLY' };
    sendAnswer = { status: 200, body: { status: 'SUCCESS', error: 'TOKEN_SENT_SUCCESSFULLY' } };
    expect((await send(await signedIn())).data).toEqual({
      next: { kind: 'stay' },
      message: success,
      sent: true,
    });
    sendAnswer = { status: 200, body: { status: 'SUCCESS' } };
    expect((await send(await signedIn())).data).toEqual({
      next: { kind: 'stay' },
      message: success,
      sent: true,
    });
  });

  it('shows the refusal of a fictitious e-mail as an error, not sent', async () => {
    sendAnswer = { status: 400, body: { error: 'FICTITIOUS_EMAIL_NOT_ALLOWED' } };
    expect((await send(await signedIn())).data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.FICTITIOUS_EMAIL_NOT_ALLOWED' },
      sent: false,
    });
  });

  it('needs the CSRF header like every mutation', async () => {
    const client = await signedIn();
    const res = await client.mutation('device.sendPin', { validation_type: 'email_pin' }, { csrf: false });
    expect(res.status).toBe(403);
  });
});
