import type { CookieSerializeOptions } from '@fastify/cookie';
import { LIMITS } from '@portal/contracts/limits';
import { COOKIES, gatewayCookieName, HEADERS } from '@portal/contracts/portal';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMemo } from '../bounded-memo';
import { newSessionId, tokenFingerprint } from '../session/session-id';
import {
  decodeSessionTimes,
  encodeSessionTimes,
  type SessionClock,
  type SessionTimes,
} from '../session/session-times';
import { joinToken, splitToken, TOKEN_MAX_CHARS, TOKEN_MAX_CHUNKS } from '../session/token-chunks';
import { type CsrfKeys, csrfAccepted, csrfKeysFrom, csrfTokenFits, newCsrfToken } from './csrf';

/** The gateway's own cookies, by role; their wire names come from `SessionCookies.names`. */
const BASE_NAMES = {
  /** The upstream token's first chunk; longer tokens go on in `<name>_1`, `<name>_2`... (../session/token-chunks.ts). */
  token: COOKIES.token,
  /** The session's id, sign-in time and last use (../session/session-times.ts): the time-outs. */
  session: 'portal_session',
  csrf: COOKIES.csrf,
  /** The e-mail the session belongs to, so auth.session answers without an upstream call. */
  email: 'portal_email',
  /** Set when the session came from single sign-on: logout then goes through sso/logout. */
  sso: 'portal_sso',
  /**
   * Login's should_update_plugin (spec section 4, "Login success also stores the plugin-update
   * flag; a separate action clears it"), read by clients.list to pick the next page.
   */
  pluginUpdate: 'portal_update_plugin',
  /** Spec section 4 rule 4: the device validation code, kept for 90 days (ASSUMPTION A-35). */
  deviceValidation: COOKIES.deviceValidation,
  /** The hash of the Duo state this browser left with (./federated-cookies.ts). */
  duoState: 'portal_duo_state',
  ssoBinding: 'portal_sso_binding', // this browser started a single sign-on (./federated-cookies.ts)
  /** Proxy mode with RECORD_DIR: which recording file this browser session's calls go to. */
  recording: 'portal_recording',
} as const;
export type CookieRole = keyof typeof BASE_NAMES;
export type CookieNames = { readonly [R in CookieRole]: string };

/** The wire names: `__Host-` prefixed when the cookies are Secure. */
export const cookieNames = (secure: boolean): CookieNames =>
  Object.fromEntries(
    Object.entries(BASE_NAMES).map(([role, name]) => [role, gatewayCookieName(name, secure)]),
  ) as CookieNames;

/** Cleared with the session; the device code stays (it is the device's, not the session's). */
const SESSION_ROLES: readonly CookieRole[] = ['token', 'session', 'email', 'sso', 'pluginUpdate'];

/** The token's later chunks, by index (1 and up): named after the first. */
const chunkName = (tokenName: string, index: number): string => `${tokenName}_${index}`;

/** An upstream token longer than the session cookies can carry (TOKEN_MAX_CHARS). */
export class TokenTooLargeError extends Error {
  override name = 'TokenTooLargeError';
  readonly chars: number;
  declare readonly token: string;
  constructor(token: string) {
    // Counted as the cookies carry it (URL-encoded), as the limit is.
    const chars = encodeURIComponent(token).length;
    super(`upstream token of ${chars} characters exceeds ${TOKEN_MAX_CHARS}`);
    this.chars = chars;
    // Not enumerable: a logged error never prints it; the handler revokes it upstream.
    Object.defineProperty(this, 'token', { value: token, enumerable: false });
  }
}

const DAY_S = 24 * 60 * 60;

/** Openings kept: a few signed cookies for each of about a thousand browsers at once. */
const OPENINGS_KEPT = 4_096;

export interface SessionCookieSettings {
  /** COOKIE_SECURE: Secure cookies with the __Host- prefix, or plain ones (plain HTTP). */
  secure: boolean;
  /** SESSION_SECRET's keys: the first signs, every one verifies. */
  secrets: readonly string[];
  /** The session times' clock for a request (simulator mode: its world's clock). */
  now?: SessionClock;
}

/**
 * Every cookie the gateway keeps for a browser, in one place: their names (`__Host-` when Secure),
 * their flags, their signatures and the CSRF token bound to the session. The session cookies are
 * signed (@fastify/cookie's signer, keyed by SESSION_SECRET), so the session is only ever what this
 * gateway set: a cookie written by anyone else reads as absent.
 */
export class SessionCookies {
  readonly secure: boolean;
  readonly names: CookieNames;
  readonly secrets: readonly string[];
  private readonly csrfKeys: CsrfKeys;
  private readonly clock: SessionClock;
  /**
   * Signed cookies as opened, by their raw value (value and signature), for every request: a
   * browser sends the same cookies on every call, and each opening is an HMAC per key (the token
   * was opened three times per request: the CSRF cookie's check, the session's, the upstream
   * call's). Keyed by the raw value, so a cookie changed on a request is opened anew; a forged one
   * is kept as absent. The secrets never change while the gateway runs.
   */
  private readonly opened = new BoundedMemo<{ value: string | undefined }>(OPENINGS_KEPT);

  constructor(settings: SessionCookieSettings) {
    if (settings.secrets.length === 0) throw new Error('SessionCookies needs at least one secret');
    this.clock = settings.now ?? (() => Date.now());
    this.secure = settings.secure;
    this.secrets = settings.secrets;
    this.csrfKeys = csrfKeysFrom(settings.secrets);
    this.names = cookieNames(settings.secure);
  }

  /** HttpOnly, SameSite=Lax (the top-level returns from Duo and single sign-on carry them), signed. */
  options(maxAge?: number): CookieSerializeOptions {
    return {
      httpOnly: true,
      secure: this.secure,
      sameSite: 'lax',
      path: '/',
      signed: true,
      ...(maxAge === undefined ? {} : { maxAge }),
    };
  }

  /** A signed cookie's value, or undefined when absent, empty, unsigned or signed with another key. */
  read(req: FastifyRequest, role: CookieRole): string | undefined {
    return this.readNamed(req, this.names[role]);
  }

  private readNamed(req: FastifyRequest, name: string): string | undefined {
    const raw = req.cookies[name];
    if (raw === undefined || raw === '') return undefined;
    const known = this.opened.get(raw);
    if (known !== undefined) return known.value;
    const unsigned = req.unsignCookie(raw);
    const value =
      unsigned.valid && unsigned.value !== null && unsigned.value !== '' ? unsigned.value : undefined;
    return this.opened.set(raw, { value }).value;
  }

  write(reply: FastifyReply, role: CookieRole, value: string, maxAge?: number): void {
    reply.setCookie(this.names[role], value, this.options(maxAge));
  }

  clear(reply: FastifyReply, role: CookieRole): void {
    reply.clearCookie(this.names[role], this.options());
  }

  /** The upstream token, joined from its chunks; null when absent or any chunk is missing or forged. */
  readToken(req: FastifyRequest): string | null {
    const first = this.names.token;
    return joinToken((index) => this.readNamed(req, index === 0 ? first : chunkName(first, index))) ?? null;
  }

  /** The session's id and times; undefined for a token without them (not a session this gateway began). */
  readTimes(req: FastifyRequest): SessionTimes | undefined {
    const value = this.read(req, 'session');
    return value === undefined ? undefined : decodeSessionTimes(value);
  }

  /**
   * The token with the times that belong to it, or undefined: no token, no times, or times of
   * another token (cookies of two sessions put together, chunks of two tokens spliced).
   */
  readSessionParts(req: FastifyRequest): { token: string; times: SessionTimes } | undefined {
    const token = this.readToken(req);
    const times = this.readTimes(req);
    if (token === null || times === undefined || times.token !== tokenFingerprint(token)) return undefined;
    return { token, times };
  }

  /**
   * A new session: its token, a new id and its times, its e-mail, and a CSRF token made for it.
   * Throws TokenTooLargeError, writing nothing, for a token the cookies cannot carry.
   */
  setSession(reply: FastifyReply, token: string, email: string): void {
    this.writeToken(reply, token);
    const now = this.clock(reply.request);
    this.writeTimes(reply, {
      sid: newSessionId(),
      issuedAt: now,
      lastSeen: now,
      token: tokenFingerprint(token),
    });
    if (email === '') this.clear(reply, 'email');
    else this.write(reply, 'email', email);
    this.issueCsrf(reply, token);
  }

  /**
   * Spec section 4: "the access token can be replaced in place" (after the multi-factor code). The
   * session goes on: same id, same sign-in time (its lifetime is not renewed by the second factor).
   */
  replaceToken(req: FastifyRequest, reply: FastifyReply, token: string): void {
    this.writeToken(reply, token);
    const times = this.readTimes(req);
    const now = this.clock(req);
    const fingerprint = tokenFingerprint(token);
    this.writeTimes(
      reply,
      times === undefined
        ? { sid: newSessionId(), issuedAt: now, lastSeen: now, token: fingerprint }
        : { ...times, lastSeen: now, token: fingerprint },
    );
    this.issueCsrf(reply, token);
  }

  /** The session was used now (../session/session-gate.ts decides when it is worth a cookie). */
  touch(reply: FastifyReply, times: SessionTimes): void {
    this.writeTimes(reply, { ...times, lastSeen: this.clock(reply.request) });
  }

  clearSession(reply: FastifyReply): void {
    for (const role of SESSION_ROLES) this.clear(reply, role);
    this.clearChunks(reply, 1);
    this.issueCsrf(reply, null);
  }

  private writeToken(reply: FastifyReply, token: string): void {
    const chunks = splitToken(token);
    if (chunks === undefined) throw new TokenTooLargeError(token);
    chunks.forEach((chunk, index) => {
      reply.setCookie(
        index === 0 ? this.names.token : chunkName(this.names.token, index),
        chunk,
        this.options(),
      );
    });
    // A longer token before left later chunks: removed in the same response (and a spliced set
    // would not match the session's token fingerprint anyway).
    this.clearChunks(reply, chunks.length);
  }

  private clearChunks(reply: FastifyReply, from: number): void {
    for (let index = Math.max(1, from); index < TOKEN_MAX_CHUNKS; index++) {
      reply.clearCookie(chunkName(this.names.token, index), this.options());
    }
  }

  private writeTimes(reply: FastifyReply, times: SessionTimes): void {
    this.write(reply, 'session', encodeSessionTimes(times));
  }

  /** Each login says anew whether the plugin needs an update: set, or cleared. */
  storePluginUpdate(reply: FastifyReply, needed: boolean): void {
    if (needed) this.write(reply, 'pluginUpdate', '1');
    else this.clear(reply, 'pluginUpdate');
  }

  readPluginUpdate(req: FastifyRequest): boolean {
    return this.read(req, 'pluginUpdate') === '1';
  }

  storeDeviceCode(reply: FastifyReply, code: string): void {
    this.write(reply, 'deviceValidation', code, LIMITS.deviceValidationStorageDays * DAY_S);
  }

  readDeviceCode(req: FastifyRequest): string | undefined {
    return this.read(req, 'deviceValidation');
  }

  markSso(reply: FastifyReply): void {
    this.write(reply, 'sso', '1');
  }

  /** A password sign-in is not a single-sign-on session, whatever this browser's last one was. */
  clearSso(reply: FastifyReply): void {
    this.clear(reply, 'sso');
  }

  isSso(req: FastifyRequest): boolean {
    return this.read(req, 'sso') === '1';
  }

  /**
   * Simulator mode: the tester's world and the scenario it was seeded from. Plain names and
   * unsigned: the simulator's world selection (shared with the standalone simulator) reads them by
   * name, and they hold no secret (docs/decisions/017-signed-host-cookies.md).
   */
  rememberSimWorld(reply: FastifyReply, worldId: string, scenario: string): void {
    reply.setCookie(COOKIES.simWorld, worldId, this.simWorldOptions());
    reply.setCookie(COOKIES.simScenario, scenario, this.simWorldOptions());
  }

  forgetSimWorld(reply: FastifyReply, what: 'world' | 'world-and-scenario'): void {
    reply.clearCookie(COOKIES.simWorld, this.simWorldOptions());
    if (what === 'world-and-scenario') reply.clearCookie(COOKIES.simScenario, this.simWorldOptions());
  }

  private simWorldOptions(): CookieSerializeOptions {
    return { httpOnly: true, secure: this.secure, sameSite: 'lax', path: '/' };
  }

  /** Readable by the web (it echoes the value in a header), never sent cross-site. */
  private issueCsrf(reply: FastifyReply, session: string | null): void {
    reply.setCookie(this.names.csrf, newCsrfToken(this.csrfKeys, session), {
      httpOnly: false,
      secure: this.secure,
      sameSite: 'strict',
      path: '/',
    });
  }

  /** Every response whose browser holds no CSRF token fitting its session hands one out. */
  ensureCsrf(req: FastifyRequest, reply: FastifyReply): void {
    const held = req.cookies[this.names.csrf];
    const session = this.readToken(req);
    if (held !== undefined && csrfTokenFits(this.csrfKeys, session, held)) return;
    this.issueCsrf(reply, session);
  }

  hasValidCsrf(req: FastifyRequest): boolean {
    const header = req.headers[HEADERS.csrf];
    return csrfAccepted(
      this.csrfKeys,
      this.readToken(req),
      req.cookies[this.names.csrf],
      typeof header === 'string' ? header : undefined,
    );
  }
}
