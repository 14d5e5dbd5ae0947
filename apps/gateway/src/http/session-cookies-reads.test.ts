import { signerFactory } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newSessionId, tokenFingerprint } from '../session/session-id';
import { encodeSessionTimes } from '../session/session-times';
import { SessionCookies } from './session-cookies';

// Issue 23 item 2: a signed cookie is opened once (an HMAC each), however often the CSRF check,
// the session check and the upstream call read it, and on however many requests the browser
// sends it (fifth pass: kept across requests by raw value); what it reads is unchanged.

const SECRET = 'a-session-secret-for-these-tests-0123456789';
const signer = signerFactory([SECRET]);
/** Each test its own cookies: what one opened must not spare another's openings. */
let cookies = new SessionCookies({ secure: false, secrets: [SECRET] });
beforeEach(() => {
  cookies = new SessionCookies({ secure: false, secrets: [SECRET] });
});
const TOKEN = 'the-upstream-token';

/** A request with `values` as its cookies (signed unless raw) and @fastify/cookie's unsign, counted. */
function requestWith(values: Record<string, string>) {
  const unsignCookie = vi.fn((raw: string) => signer.unsign(raw));
  const req = { cookies: { ...values }, unsignCookie, headers: {} } as unknown as FastifyRequest;
  return { req, unsignCookie };
}

const signedSession = () => ({
  [cookies.names.token]: signer.sign(TOKEN),
  [cookies.names.session]: signer.sign(
    encodeSessionTimes({ sid: newSessionId(), issuedAt: 1, lastSeen: 1, token: tokenFingerprint(TOKEN) }),
  ),
});

describe('signed cookies, opened once per request', () => {
  it('opens the token once however many times the request reads it', () => {
    const { req, unsignCookie } = requestWith(signedSession());
    expect(cookies.readToken(req)).toBe(TOKEN);
    expect(cookies.readSessionParts(req)?.token).toBe(TOKEN);
    expect(cookies.readToken(req)).toBe(TOKEN);
    // The token and the session times: one opening each.
    expect(unsignCookie).toHaveBeenCalledTimes(2);
  });

  it('reads a cookie signed with another key as absent, every time, without opening it again', () => {
    const forged = signerFactory(['somebody-else-0123456789abcdef0123']).sign(TOKEN);
    const { req, unsignCookie } = requestWith({ [cookies.names.token]: forged });
    expect(cookies.readToken(req)).toBeNull();
    expect(cookies.readToken(req)).toBeNull();
    expect(unsignCookie).toHaveBeenCalledTimes(1);
  });

  it('opens a cookie changed on the request anew (a recording id set mid-request)', () => {
    const { req } = requestWith({ [cookies.names.recording]: signer.sign('first') });
    expect(cookies.read(req, 'recording')).toBe('first');
    req.cookies[cookies.names.recording] = signer.sign('second');
    expect(cookies.read(req, 'recording')).toBe('second');
  });

  it('opens nothing again on the next request with the same cookies', () => {
    const session = signedSession();
    const first = requestWith(session);
    expect(cookies.readSessionParts(first.req)?.token).toBe(TOKEN);
    const next = requestWith(session);
    expect(cookies.readSessionParts(next.req)?.token).toBe(TOKEN);
    expect(first.unsignCookie).toHaveBeenCalledTimes(2);
    expect(next.unsignCookie).not.toHaveBeenCalled();
  });

  it('reads a forged cookie as absent on every request, however often it is sent', () => {
    const forged = signerFactory(['somebody-else-0123456789abcdef0123']).sign(TOKEN);
    expect(cookies.readToken(requestWith({ [cookies.names.token]: forged }).req)).toBeNull();
    expect(cookies.readToken(requestWith({ [cookies.names.token]: forged }).req)).toBeNull();
    // A valid cookie still opens after it: the forged one was kept by its own raw value.
    expect(cookies.readToken(requestWith(signedSession()).req)).toBe(TOKEN);
  });

  it('keeps one request’s cookies from another’s', () => {
    const first = requestWith(signedSession());
    const second = requestWith({});
    expect(cookies.readToken(first.req)).toBe(TOKEN);
    expect(cookies.readToken(second.req)).toBeNull();
  });
});
