import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_DATA_ELEMENT_ID,
  type FirstData,
  type Outcome,
  type SessionInfo,
} from '@portal/contracts/portal';
import type { Client } from '@portal/contracts/upstream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app';
import { type FakeUpstream, startFakeUpstream } from '../test-support/fake-upstream';
import { injectTransport, TrpcTestClient } from '../test-support/trpc-http';

// Proxy mode before an upstream that counts its calls: what the page a browser navigates to
// carries, for each state of its session.
const dist = mkdtempSync(join(tmpdir(), 'first-data-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><body><div id="root"></div></body>');
const html = { accept: 'text/html' };
const TOKEN = 'secret-upstream-token';
const CLIENTS: Client[] = [
  { client_uuid: 'c1', name: 'Acme </script>', environments: [] },
  { client_uuid: 'c2', name: 'Beta', environments: [] },
];
const MINUTE = 60_000;

/** The upstream paths asked for, in order. */
const calls: string[] = [];
let clientsAnswer: 'ok' | 'fail' | 'hang' = 'ok';
/** Lets a hung clients call answer at last (set while one hangs). */
let release: (() => void) | undefined;
let upstream: FakeUpstream;
let app: FastifyInstance;
/** The sessions' clock, moved past the idle time-out by a test. */
let now = Date.UTC(2026, 10, 26, 9, 0);

beforeAll(async () => {
  upstream = await startFakeUpstream((fake) => {
    fake.addHook('onRequest', async (req) => void calls.push(req.url));
    fake.post('/login', async () => ({ access_token: TOKEN, mfa_required: false }));
    fake.get('/clients', async (_req, reply) => {
      if (clientsAnswer === 'hang') await new Promise<void>((resolve) => (release = resolve));
      return clientsAnswer === 'fail' ? reply.code(503).send({ error: 'DOWN' }) : { clients: CLIENTS };
    });
    fake.post('/logout', async () => ({}));
  });
  app = await buildTestApp(
    // An upstream time-out far past the test's own: a page that waited for the hung call would not come.
    { UPSTREAM_URL: upstream.url, WEB_DIST: dist, SESSION_IDLE_MINUTES: 30, UPSTREAM_TIMEOUT_MS: 600_000 },
    { now: () => now },
  );
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => {
  calls.length = 0;
  clientsAnswer = 'ok';
});

const browser = async (): Promise<TrpcTestClient> => {
  const client = new TrpcTestClient(injectTransport(app));
  await client.get('/healthz');
  return client;
};
const signedIn = async (): Promise<TrpcTestClient> => {
  const client = await browser();
  const login = await client.mutation<Outcome>('auth.login', {
    email: 'ann@example.com',
    password: 'Ann@Pass1',
  });
  expect(login.status).toBe(200);
  calls.length = 0;
  return client;
};
/** The page's first data block, parsed; undefined when the page has none. */
const firstData = (body: string): FirstData | undefined => {
  const text = new RegExp(
    `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(body)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as FirstData);
};

describe('the page of a signed-in navigation', () => {
  it('carries what auth.session and clients.list answer, and is never stored', async () => {
    const client = await signedIn();
    const page = await client.get('/home/environments', html);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.etag).toBeUndefined();
    const data = firstData(page.body);
    expect(calls.filter((c) => c === '/clients')).toHaveLength(1);
    const session = await client.query<SessionInfo>('auth.session');
    const clients = await client.query('clients.list');
    expect(data).toEqual({ session: session.data, clients: clients.data });
    expect(data?.session).toEqual({ authenticated: true, email: 'ann@example.com' });
    // The bearer stays in its httpOnly cookie.
    expect(page.body).not.toContain(TOKEN);
  });

  it('gives / the list too (a signed-in visitor goes on to the environments), other pages the session alone', async () => {
    const client = await signedIn();
    expect(firstData((await client.get('/', html)).body)?.clients?.clients).toHaveLength(2);
    calls.length = 0;
    const other = await client.get('/messages', html);
    expect(firstData(other.body)).toEqual({ session: { authenticated: true, email: 'ann@example.com' } });
    expect(other.headers['cache-control']).toBe('no-store');
    expect(calls).toEqual([]);
  });

  it('goes without the list when the upstream fails, and the page is still served', async () => {
    const client = await signedIn();
    clientsAnswer = 'fail';
    const page = await client.get('/home/environments', html);
    expect(page.status).toBe(200);
    expect(calls).toContain('/clients');
    expect(firstData(page.body)).toEqual({ session: { authenticated: true, email: 'ann@example.com' } });
    expect(client.hasSession()).toBe(true);
  });

  it('does not wait on a hung upstream: past FIRST_DATA_WAIT_MS the page goes without the list', async () => {
    const client = await signedIn();
    clientsAnswer = 'hang';
    try {
      const page = await client.get('/home/environments', html);
      expect(page.status).toBe(200);
      expect(calls).toContain('/clients');
      expect(firstData(page.body)).toEqual({ session: { authenticated: true, email: 'ann@example.com' } });
    } finally {
      release?.();
    }
  }, 30_000);

  it('answers a HEAD without asking the upstream', async () => {
    const client = await signedIn();
    const head = await app.inject({
      method: 'HEAD',
      url: '/home/environments',
      headers: { ...html, cookie: client.cookieHeader() },
    });
    expect(head.statusCode).toBe(200);
    expect(calls).toEqual([]);
  });
});

describe('the page of any other navigation is the page as built', () => {
  it('signed out: no block, revalidated as before, no upstream call', async () => {
    const client = await browser();
    const page = await client.get('/home/environments', html);
    expect(page.status).toBe(200);
    expect(firstData(page.body)).toBeUndefined();
    expect(page.body).not.toContain(FIRST_DATA_ELEMENT_ID);
    expect(page.headers['cache-control']).not.toContain('no-store');
    expect(calls).toEqual([]);
  });

  it('a session past its idle time-out: no block, and the page does not end it (the browser’s auth.session does, and says why)', async () => {
    const client = await signedIn();
    now += 31 * MINUTE;
    const page = await client.get('/home/environments', html);
    expect(firstData(page.body)).toBeUndefined();
    expect(calls).toEqual([]);
    expect(client.hasSession()).toBe(true);
    const session = await client.query<SessionInfo>('auth.session');
    expect(session.data).toMatchObject({ authenticated: false, ended: 'idle' });
  });

  it('after a logout (the old cookies sent again): no block', async () => {
    const client = await signedIn();
    const kept = new Map(client.cookies);
    await client.mutation('auth.logout');
    for (const [name, value] of kept) client.cookies.set(name, value);
    calls.length = 0;
    const page = await client.get('/home/environments', html);
    expect(firstData(page.body)).toBeUndefined();
    expect(calls).toEqual([]);
  });
});

describe('simulator mode, through the same code', () => {
  let sim: FastifyInstance;
  beforeAll(async () => {
    sim = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await sim.close();
  });

  const demo = async (): Promise<TrpcTestClient> => {
    const client = new TrpcTestClient(injectTransport(sim));
    await client.get('/?scenario=default', html);
    const login = await client.mutation<Outcome>('auth.login', {
      email: 'demo@example.com',
      password: 'Demo@Portal2026',
    });
    expect(login.status).toBe(200);
    return client;
  };

  it("carries the world's clients list", async () => {
    const client = await demo();
    const data = firstData((await client.get('/home/environments', html)).body);
    expect(data?.clients).toEqual((await client.query('clients.list')).data);
    expect(data?.clients?.clients.length).toBeGreaterThan(0);
  });

  it('carries nothing when the page itself moves the browser to a new world (its session stays behind)', async () => {
    const client = await demo();
    const page = await client.get('/home/environments?scenario=launch/pending-connection', html);
    expect(page.status).toBe(200);
    expect(firstData(page.body)).toBeUndefined();
    expect(client.hasSession()).toBe(false);
  });
});
