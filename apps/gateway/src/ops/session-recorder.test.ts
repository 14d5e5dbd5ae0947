import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_SESSION_SECRET } from '../config/env';
import { SessionCookies } from '../http/session-cookies';
import { type Exchange, SessionRecorder } from './session-recorder';

// Issue 11, "Record": SessionRecorder maps each browser (its signed portal_recording cookie) to a
// file of its own in RECORD_DIR and writes each upstream exchange there, redacted, numbered and
// timed from the session's start. Tested on a real Fastify app with @fastify/cookie.

const COOKIE = 'portal_recording';
const START = Date.parse('2026-03-02T10:00:00.000Z');
const STAMP = '20260302T100000-000';
const SESSION_ID = /^[0-9a-f]{16}$/;

const LOGIN: Exchange = {
  endpoint: 'login',
  method: 'POST',
  path: '/login',
  request: { email: 'Ana.Souza@customer.com', password: 'S3cret!Pass' },
  status: 200,
  reply: { access_token: 'eyJ.secret.token', mfa_required: false },
};
const CLIENTS: Exchange = {
  endpoint: 'clients',
  method: 'GET',
  path: '/clients',
  status: 200,
  reply: { clients: [] },
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

interface Setup {
  app: FastifyInstance;
  recorder: SessionRecorder;
  dir: string;
  /** The injected clock: move it forward between calls. */
  clock: { now: number };
}

async function setup(
  options: { dir?: string; log?: { warn(obj: object, msg: string): void } } = {},
): Promise<Setup> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'portal-recorder-'));
  const clock = { now: START };
  const cookies = new SessionCookies({ secure: false, secrets: [TEST_SESSION_SECRET] });
  const recorder = new SessionRecorder(dir, cookies, options.log, () => clock.now);
  const app = Fastify();
  await app.register(fastifyCookie, { secret: [TEST_SESSION_SECRET] });
  // One upstream call per request, recorded under the browser's session.
  app.post<{ Body: { exchange: Exchange } }>('/call', async (req, reply) => {
    const session = recorder.sessionOf(req, reply);
    if (session !== undefined) recorder.record(session, req.body.exchange);
    return { session };
  });
  // A query: it joins a session, never starts one.
  app.get('/query', async (req, reply) => {
    const session = recorder.sessionOf(req, reply);
    if (session !== undefined) recorder.record(session, CLIENTS);
    return { session: session ?? null };
  });
  // A sign-in that calls twice upstream: both calls belong to the session set in this request.
  app.post('/twice', async (req, reply) => {
    const first = recorder.sessionOf(req, reply) ?? 'none';
    recorder.record(first, LOGIN);
    const second = recorder.sessionOf(req, reply) ?? 'none';
    recorder.record(second, CLIENTS);
    return { first, second };
  });
  apps.push(app);
  return { app, recorder, dir, clock };
}

interface Call {
  session: string;
  /** The portal_recording cookie set on the reply (signed), if any. */
  setCookie: string | undefined;
}

async function call(app: FastifyInstance, exchange: Exchange, cookie?: string): Promise<Call> {
  const res = await app.inject({
    method: 'POST',
    url: '/call',
    payload: { exchange },
    ...(cookie === undefined ? {} : { cookies: { [COOKIE]: cookie } }),
  });
  expect(res.statusCode).toBe(200);
  const set = res.cookies.find((c) => c.name === COOKIE);
  return { session: (res.json() as { session: string }).session, setCookie: set?.value };
}

const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('SessionRecorder.sessionOf', () => {
  it('gives a browser without the cookie a new 16-hex session, set as a signed cookie', async () => {
    const { app } = await setup();
    const first = await call(app, LOGIN);
    expect(first.session).toMatch(SESSION_ID);
    expect(first.setCookie).toBeDefined();
    // Signed: the id, then the signature.
    expect(first.setCookie).not.toBe(first.session);
    expect(first.setCookie?.startsWith(`${first.session}.`)).toBe(true);

    const other = await call(app, LOGIN);
    expect(other.session).toMatch(SESSION_ID);
    expect(other.session).not.toBe(first.session);
  });

  it('keeps the session of a browser that sends its cookie back, without setting it again', async () => {
    const { app } = await setup();
    const first = await call(app, LOGIN);
    const again = await call(app, CLIENTS, first.setCookie);
    expect(again.session).toBe(first.session);
    expect(again.setCookie).toBeUndefined();
  });

  it('does not trust a cookie it did not sign', async () => {
    const { app } = await setup();
    const forged = await call(app, LOGIN, '0123456789abcdef');
    expect(forged.session).toMatch(SESSION_ID);
    expect(forged.session).not.toBe('0123456789abcdef');
    expect(forged.setCookie).toBeDefined();

    // Signed with another deployment's secret: not trusted either.
    const foreign = Fastify();
    await foreign.register(fastifyCookie, { secret: 'another-deployment-secret-0123456789abcdef' });
    apps.push(foreign);
    await foreign.ready();
    const otherSigned = foreign.signCookie('fedcba9876543210');
    const stranger = await call(app, LOGIN, otherSigned);
    expect(stranger.session).not.toBe('fedcba9876543210');
    expect(stranger.session).toMatch(SESSION_ID);
  });

  it('puts the later calls of the request that set the cookie in the same session', async () => {
    const { app, recorder, dir } = await setup();
    const res = await app.inject({ method: 'POST', url: '/twice' });
    const { first, second } = res.json() as { first: string; second: string };
    expect(second).toBe(first);
    expect(res.cookies.filter((c) => c.name === COOKIE)).toHaveLength(1);
    await recorder.flush();
    expect(readdirSync(dir)).toEqual([`${STAMP}-${first}.jsonl`]);
  });
});

describe('SessionRecorder.record', () => {
  it('writes one file per browser session, named by its start and id', async () => {
    const { app, recorder, dir, clock } = await setup();
    const ana = await call(app, LOGIN);
    clock.now += 1_000;
    const bob = await call(app, LOGIN);
    await call(app, CLIENTS, ana.setCookie);
    await call(app, CLIENTS, bob.setCookie);
    await recorder.flush();
    expect(readdirSync(dir).sort()).toEqual(
      [`${STAMP}-${ana.session}.jsonl`, `20260302T100001-000-${bob.session}.jsonl`].sort(),
    );
    expect(linesOf(join(dir, `${STAMP}-${ana.session}.jsonl`))).toHaveLength(3);
    expect(linesOf(join(dir, `20260302T100001-000-${bob.session}.jsonl`))).toHaveLength(3);
  });

  it('writes the header, then redacted exchanges numbered 1, 2, 3 and timed by the injected clock', async () => {
    const { app, recorder, dir, clock } = await setup();
    const browser = await call(app, LOGIN);
    clock.now += 250;
    await call(app, CLIENTS, browser.setCookie);
    clock.now += 1_750;
    await call(
      app,
      {
        endpoint: 'callPlugin',
        method: 'GET',
        path: '/call_plugin',
        query: { cli_uuid: 'acme' },
        status: null,
        failure: 'timeout',
      },
      browser.setCookie,
    );
    await recorder.flush();
    const file = join(dir, `${STAMP}-${browser.session}.jsonl`);
    const text = readFileSync(file, 'utf8');
    for (const secret of ['Ana.Souza@customer.com', 'S3cret!Pass', 'eyJ.secret.token']) {
      expect(text).not.toContain(secret);
    }
    const [header, login, clients, plugin] = linesOf(file);
    expect(header).toEqual({ format: 'portal-recording', version: 1, startedAt: '2026-03-02T10:00:00.000Z' });
    expect(login).toEqual({
      seq: 1,
      atMs: 0,
      endpoint: 'login',
      method: 'POST',
      path: '/login',
      query: {},
      request: { email: 'user1@recorded.example', password: 'Recorded@Portal1' },
      status: 200,
      reply: { access_token: 'redacted-token-1', mfa_required: false },
    });
    expect(clients).toMatchObject({ seq: 2, atMs: 250, endpoint: 'clients', request: null, status: 200 });
    expect(plugin).toMatchObject({
      seq: 3,
      atMs: 2_000,
      endpoint: 'callPlugin',
      query: { cli_uuid: 'acme' },
      status: null,
      reply: null,
      failure: 'timeout',
    });
    expect(clients).not.toHaveProperty('failure');
  });

  it('logs one warning and never throws when RECORD_DIR cannot be written', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'portal-recorder-file-'));
    const regularFile = join(parent, 'not-a-dir');
    writeFileSync(regularFile, 'x');
    const dir = join(regularFile, 'recordings');
    const warn = vi.fn();
    const { recorder } = await setup({ dir, log: { warn } });
    expect(() => {
      recorder.record('0123456789abcdef', LOGIN);
      recorder.record('0123456789abcdef', CLIENTS);
      recorder.record('fedcba9876543210', LOGIN);
    }).not.toThrow();
    await expect(recorder.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ dir, reason: expect.any(String) }),
      'cannot write the session recording',
    );
  });
});

describe('SessionRecorder, a query without a session', () => {
  it('starts no session and no file, and joins the session a POST started', async () => {
    const { app, recorder, dir } = await setup();
    const bare = await app.inject({ method: 'GET', url: '/query' });
    expect(bare.json()).toEqual({ session: null });
    expect(bare.cookies.find((c) => c.name === COOKIE)).toBeUndefined();
    await recorder.flush();
    expect(readdirSync(dir)).toEqual([]);

    const started = await call(app, LOGIN);
    const joined = await app.inject({
      method: 'GET',
      url: '/query',
      cookies: { [COOKIE]: started.setCookie ?? '' },
    });
    expect(joined.json()).toEqual({ session: started.session });
  });
});
