import type { Outcome } from '@portal/contracts/portal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { launchInput } from '../test-support/launch-input';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';

/** What the fake upstream's disconnect_user answers next; each test sets its own. */
let disconnectAnswer: { status: number; body: unknown };
/** The X-Forwarded-For of the upstream calls, in order. */
const forwardedFor: (string | undefined)[] = [];

let upstream: FakeUpstream;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.addHook('onRequest', async (req) => {
      const header = req.headers['x-forwarded-for'];
      forwardedFor.push(Array.isArray(header) ? header[0] : header);
    });
    fake.post('/login', async () => ({ access_token: 't1', mfa_required: false }));
    fake.post('/disconnect_user', async (_req, reply) =>
      reply.code(disconnectAnswer.status).send(disconnectAnswer.body),
    );
    fake.get('/login_attempt', async () => ({
      licenses: 'SUCCESS',
      instances: 'SUCCESS',
      pending_connection: 'SUCCESS',
    }));
    fake.get('/call_plugin', async () => ({
      virtualizer: 'TSPLUS',
      instance: 'erp.acme.example',
      webport: 8443,
      window_name: 'acme-erp',
      use_dns: true,
    }));
  });
  app = await buildTestApp({ UPSTREAM_URL: upstream.url });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

async function signedIn(): Promise<TrpcTestClient> {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get('/healthz');
  await client.mutation<Outcome>('auth.login', { email: 'dev@example.com', password: 'Some@Password1' });
  return client;
}

const disconnect = (client: TrpcTestClient, clientCount: number) =>
  client.mutation<Outcome>('sessions.disconnect', { cliUuid: 'acme-finance', clientCount });

describe('sessions.disconnect', () => {
  it('goes to /reconnect once the pending connections are cleared', async () => {
    disconnectAnswer = { status: 200, body: { status: 'SUCCESS' } };
    const res = await disconnect(await signedIn(), 3);
    expect(res.data).toEqual({ next: { kind: 'navigate', to: '/reconnect', state: { cleared: true } } });
  });

  it('keeps even a one-client user on the page with ERROR_TO_SEND_DISCONNECT', async () => {
    disconnectAnswer = { status: 500, body: { error: 'ERROR_TO_SEND_DISCONNECT' } };
    const res = await disconnect(await signedIn(), 1);
    expect(res.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.ERROR_TO_SEND_DISCONNECT' },
    });
  });

  it('sends the browser address to the upstream as X-Forwarded-For', async () => {
    disconnectAnswer = { status: 200, body: { status: 'SUCCESS' } };
    forwardedFor.length = 0;
    await disconnect(await signedIn(), 3);
    expect(forwardedFor).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});

describe('launch.start from replace-session', () => {
  it('stops with ERROR_TO_SEND_DISCONNECT when the old session cannot be ended', async () => {
    disconnectAnswer = { status: 500, body: { error: 'ERROR_TO_SEND_DISCONNECT' } };
    const res = await (await signedIn()).mutation<Outcome>(
      'launch.start',
      launchInput('acme-finance', { from: 'replace-session', clientCount: 1 }),
    );
    expect(res.data).toEqual({
      next: { kind: 'stay' },
      message: { severity: 'error', key: 'errors.ERROR_TO_SEND_DISCONNECT' },
    });
  });

  it('ends the old session and opens the new one', async () => {
    disconnectAnswer = { status: 200, body: { status: 'SUCCESS' } };
    const res = await (await signedIn()).mutation<Outcome>(
      'launch.start',
      launchInput('acme-finance', { from: 'replace-session' }),
    );
    expect(res.data).toMatchObject({ next: { kind: 'open-session' } });
  });
});
