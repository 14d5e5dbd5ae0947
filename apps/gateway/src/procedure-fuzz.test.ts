import { HEADERS } from '@portal/contracts/portal';
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test-support/build-test-app';
import { TEST_COOKIES, testCsrfToken } from './test-support/trpc-http';
import { appRouter } from './trpc/app-router';

// A bounded fuzz over every procedure (issue 10, security regression suite): malformed inputs,
// signed in and not, with a valid CSRF pair so each one reaches the procedure. No answer may be a
// 5xx: bad input is the caller's mistake and gets a 4xx with a message. The inputs come from a
// seeded generator, so a failure replays exactly.

const router: AnyRouter = appRouter;
const PROCEDURES = Object.entries(router._def.procedures as Record<string, AnyProcedure>).map(
  ([name, procedure]) => ({ name, type: procedure._def.type as string }),
);

/** mulberry32: small, seeded, good enough to vary inputs. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIELDS = [
  'email',
  'password',
  'cliUuid',
  'back_url',
  'otp',
  'pin',
  'token',
  'user_uuid',
  'choice',
  'offer',
];

function oddValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * 12);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return -1;
    case 2:
      return 1e308;
    case 3:
      return true;
    case 4:
      return '';
    case 5:
      return 'x'.repeat(10_000);
    case 6:
      return '\u0000\ud800<script>';
    case 7:
      return '../../etc/passwd';
    case 8:
      return depth > 3 ? [] : [oddValue(random, depth + 1), oddValue(random, depth + 1)];
    case 9:
      return depth > 3 ? {} : oddInput(random, depth + 1);
    case 10:
      // Parsed, not written as a literal: a literal __proto__ sets the prototype and sends {}.
      return JSON.parse('{"__proto__":{"polluted":true}}');
    default:
      return 'demo@example.com';
  }
}

function oddInput(random: () => number, depth = 0): unknown {
  if (random() < 0.2) return oddValue(random, depth);
  const input: Record<string, unknown> = {};
  for (const field of FIELDS) if (random() < 0.5) input[field] = oddValue(random, depth);
  return input;
}

const CSRF = testCsrfToken(null);
const ROUNDS = 6;

let app: FastifyInstance;
let signedInCookie = '';
let signedInCsrf = '';

beforeAll(async () => {
  app = await buildTestApp();
  const login = await app.inject({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: {
      'content-type': 'application/json',
      cookie: `${TEST_COOKIES.csrf}=${CSRF}`,
      [HEADERS.csrf]: CSRF,
    },
    payload: { email: 'demo@example.com', password: 'Demo@Portal2026' },
  });
  const token = login.cookies.find((c) => c.name === TEST_COOKIES.token)?.value;
  const csrf = login.cookies.find((c) => c.name === TEST_COOKIES.csrf)?.value;
  if (!token || !csrf) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  // Signed values may hold characters a cookie header must carry encoded.
  signedInCookie = `${TEST_COOKIES.token}=${encodeURIComponent(token)}`;
  signedInCsrf = csrf;
});
afterAll(() => app.close());

async function send(name: string, type: string, input: unknown, signedIn: boolean) {
  const csrf = signedIn ? signedInCsrf : CSRF;
  const cookie = [`${TEST_COOKIES.csrf}=${csrf}`, ...(signedIn ? [signedInCookie] : [])].join('; ');
  const headers = { cookie, [HEADERS.csrf]: csrf, 'content-type': 'application/json' };
  const body = JSON.stringify(input) ?? 'null';
  return type === 'mutation'
    ? app.inject({ method: 'POST', url: `/trpc/${name}`, headers, payload: body })
    : app.inject({ method: 'GET', url: `/trpc/${name}?input=${encodeURIComponent(body)}`, headers });
}

describe('a bounded fuzz over every procedure', () => {
  it('covers the whole router', () => {
    expect(PROCEDURES.length).toBeGreaterThan(20);
  });

  it.each(PROCEDURES)('$name answers malformed input without a 5xx', async ({ name, type }) => {
    const random = seeded([...name].reduce((sum, c) => sum + c.charCodeAt(0), 0));
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const input = oddInput(random);
      for (const signedIn of [false, true]) {
        // Logging out would end the shared session the other rounds use.
        if (signedIn && name === 'auth.logout') continue;
        const res = await send(name, type, input, signedIn);
        if (res.statusCode >= 500)
          failures.push(
            `${res.statusCode} ${JSON.stringify(input).slice(0, 200)} → ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});
