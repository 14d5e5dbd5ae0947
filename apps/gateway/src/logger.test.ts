import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { testEnv } from './config/env';
import { loggerOptions } from './logger';
import { fullyDecoded } from './percent-decoding';

// A real pino logger at the most verbose level, written to memory: every line the gateway writes
// for a request, at any level, must be free of the secrets the request carried.
let written = '';
const stream = new Writable({
  write(chunk, _encoding, done) {
    written += String(chunk);
    done();
  },
});

/** What was written since the last reset, decoded as a reader could, in one case. */
const seen = (): string => fullyDecoded(written).toLowerCase();

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;

let app: FastifyInstance;

beforeAll(async () => {
  const empty = mkdtempSync(join(tmpdir(), 'gateway-log-'));
  app = await buildApp({
    env: testEnv({
      UPSTREAM_URL: 'http://127.0.0.1:9',
      WEB_DIST: join(empty, 'no-dist'),
      BRANDING_DIR: join(empty, 'no-branding'),
    }),
    logger: loggerOptions('trace', stream),
  });
  // A route that names its own URL at every level, in a field and in the message, then fails with
  // it in the error's message: the lines any code of the gateway could write about a request.
  app.get('/probe/*', async (req) => {
    for (const level of LEVELS) req.log[level]({ url: req.url, query: req.query }, `${level} for ${req.url}`);
    throw new Error(`failed on ${req.url}`);
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  written = '';
});

const enc = (value: unknown): string => encodeURIComponent(JSON.stringify(value));

/** [attack URL, the secret it carries]; each is requested as it is. */
const ATTACKS: readonly [string, string][] = [
  ['/login/sso/SsoT0ken-a1', 'SsoT0ken-a1'],
  ['/Login/SSO/SsoT0ken-a2', 'SsoT0ken-a2'],
  ['/LOGIN/sso/SsoT0ken-a3?lng=es', 'SsoT0ken-a3'],
  ['/%6Cogin/sso/SsoT0ken-a4', 'SsoT0ken-a4'],
  ['/%4C%4F%47%49%4E/%53%53%4F/SsoT0ken-a5', 'SsoT0ken-a5'],
  ['/%256Cogin/sso/SsoT0ken-a6', 'SsoT0ken-a6'],
  ['/login%2Fsso%2FSsoT0ken-a7', 'SsoT0ken-a7'],
  ['/login//sso/SsoT0ken-a8', 'SsoT0ken-a8'],
  ['/login/sso;x=1/SsoT0ken-a9', 'SsoT0ken-a9'],
  ['/login/sso/SsoT0ken-b1/', 'SsoT0ken-b1'],
  ['/register/u-1/ResetT0ken-b2', 'ResetT0ken-b2'],
  ['/Register/u/ResetT0ken-b3', 'ResetT0ken-b3'],
  ['/%52egister/u/ResetT0ken-b4?lng=pt-BR', 'ResetT0ken-b4'],
  ['/requiredMFA;otp=864213', '864213'],
  ['/requiredMFA%3Botp=864214', '864214'],
  ['/deviceValidation;jsessionid=Sess-b7', 'Sess-b7'],
  ['/login/duo-callback/?state=DuoState-c1&duo_code=DuoCode-c1', 'DuoState-c1'],
  ['/login/duo-callback/?state=DuoState-c2&duo_code=DuoCode-c2', 'DuoCode-c2'],
  ['/login/duo-callback/?STATE=DuoState-c3', 'DuoState-c3'],
  ['/login/duo-callback/?%73tate=DuoState-c4', 'DuoState-c4'],
  ['/deviceValidation?lng=es;pin=975310', '975310'],
  [`/trpc/mfa.verify?input=${enc({ otp: '864215' })}`, '864215'],
  [`/trpc/device.validatePin?input=${enc({ validation_type: 'email_pin', pin: '975311' })}`, '975311'],
  [`/trpc/mfa.verify,device.validatePin?batch=1&input=${enc({ 0: { otp: '864216' } })}`, '864216'],
  [
    `/trpc/mfa.verify,device.validatePin?batch=1&input=${enc({ 0: { otp: '1' }, 1: { pin: '975312' } })}`,
    '975312',
  ],
  [`/trpc/federated.duoReturn?input=${enc({ state: 'DuoState-d1', duo_code: 'x' })}`, 'DuoState-d1'],
  [`/trpc/federated.ssoReturn?input=${enc({ token: 'SsoT0ken-d2' })}`, 'SsoT0ken-d2'],
  [`/trpc/federated.ssoReturn?input=${enc({ json: { Token: 'SsoT0ken-d3' } })}`, 'SsoT0ken-d3'],
  [`/trpc/mfa.verify?input=${encodeURIComponent('{"otp":"864217"')}`, '864217'],
  [`/trpc/password.change?input=${enc({ old_password: 'OldPass-d5!', password: 'x' })}`, 'OldPass-d5!'],
  [`/trpc/launch.start?input=${enc({ cliUuid: 'c', customParams: 'user=Param-d6' })}`, 'Param-d6'],
  ['/forgotPassword?next=%2Flogin%2Fsso%2FSsoT0ken-e1', 'SsoT0ken-e1'],
  ['/probe/login/sso/SsoT0ken-f1', 'SsoT0ken-f1'],
  ['/probe/x;otp=864218', '864218'],
  [`/probe/x?input=${enc({ 0: { otp: '864219' } })}`, '864219'],
];

describe('the log at trace level', () => {
  it.each(ATTACKS)('never holds the secret of %s, in any line, field or level', async (url, secret) => {
    await app.inject({ method: 'GET', url });
    // The request was logged (a line names its method), so a clean log is not an empty one.
    expect(written).toContain('"method":"GET"');
    expect(seen()).not.toContain(secret.toLowerCase());
  });

  it('still shows where each request went, with the secrets named', async () => {
    await app.inject({ method: 'GET', url: '/%6Cogin/SSO/SsoT0ken-g1?lng=es' });
    await app.inject({ method: 'GET', url: `/trpc/mfa.verify?input=${enc({ otp: '864220' })}` });
    expect(written).toContain('"url":"/login/sso/:token?lng=es"');
    expect(written).toContain('"url":"/trpc/mfa.verify?input={\\"otp\\":\\"[redacted]\\"}"');
  });

  it('writes the lines of every level, error lines included, each redacted', async () => {
    await app.inject({ method: 'GET', url: '/probe/Register/u/ResetT0ken-h1?otp=864221' });
    const lines = written
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg?: string; err?: { message: string } });
    // pino's numbers: trace 10, debug 20, info 30, warn 40, error 50.
    for (const level of [10, 20, 30, 40, 50]) {
      expect(
        lines.some((line) => line.level === level && line.msg?.includes('/probe/register/:userUuid/:token')),
      ).toBe(true);
    }
    expect(
      lines.some((line) => line.err?.message === 'failed on /probe/register/:userUuid/:token?otp=[redacted]'),
    ).toBe(true);
    expect(seen()).not.toContain('resett0ken-h1');
    expect(seen()).not.toContain('864221');
  });
});
