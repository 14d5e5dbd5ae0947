import type { CookieSerializeOptions } from '@fastify/cookie';
import { COOKIES, LIMITS, type SessionInfo } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Gateway-internal: the e-mail the session belongs to, so auth.session answers without an
 * upstream call. HttpOnly like the token; tampering with it changes only what is displayed.
 */
export const SESSION_EMAIL_COOKIE = 'portal_email';

/** Set when the session came from single sign-on: logout then goes through sso/logout. */
export const SSO_SESSION_COOKIE = 'portal_sso';
/**
 * Gateway-internal: login's should_update_plugin (spec section 4, "Login success also stores the
 * plugin-update flag; a separate action clears it"), read by clients.list to pick the next page.
 */
export const PLUGIN_UPDATE_COOKIE = 'portal_update_plugin';

const DAY_S = 24 * 60 * 60;

export const sessionCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  secure,
  sameSite: 'lax',
  path: '/',
});

/** Readable by the web (double-submit), but never sent cross-site. */
export const csrfCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: false,
  secure,
  sameSite: 'strict',
  path: '/',
});

export const simWorldCookieOptions = (secure: boolean): CookieSerializeOptions => ({
  httpOnly: true,
  secure,
  sameSite: 'lax',
  path: '/',
});

export function readToken(req: FastifyRequest): string | null {
  const token = req.cookies[COOKIES.token];
  return token === undefined || token === '' ? null : token;
}

export function readSession(req: FastifyRequest): SessionInfo {
  const authenticated = readToken(req) !== null;
  const email = req.cookies[SESSION_EMAIL_COOKIE];
  return { authenticated, email: authenticated && email ? email : null };
}

export function setSession(reply: FastifyReply, token: string, email: string, secure: boolean): void {
  reply.setCookie(COOKIES.token, token, sessionCookieOptions(secure));
  reply.setCookie(SESSION_EMAIL_COOKIE, email, sessionCookieOptions(secure));
}

/** Spec section 4: "the access token can be replaced in place" (after the multi-factor code). */
export function replaceSessionToken(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(COOKIES.token, token, sessionCookieOptions(secure));
}

export function clearSession(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(COOKIES.token, sessionCookieOptions(secure));
  reply.clearCookie(SESSION_EMAIL_COOKIE, sessionCookieOptions(secure));
  reply.clearCookie(SSO_SESSION_COOKIE, sessionCookieOptions(secure));
  clearPluginUpdate(reply, secure);
}

/** Each login says anew whether the plugin needs an update: set, or cleared. */
export function storePluginUpdate(reply: FastifyReply, needed: boolean, secure: boolean): void {
  if (needed) reply.setCookie(PLUGIN_UPDATE_COOKIE, '1', sessionCookieOptions(secure));
  else clearPluginUpdate(reply, secure);
}

export function clearPluginUpdate(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(PLUGIN_UPDATE_COOKIE, sessionCookieOptions(secure));
}

export const readPluginUpdate = (req: FastifyRequest): boolean => req.cookies[PLUGIN_UPDATE_COOKIE] === '1';

/** Spec section 4 rule 4: a device validation code is kept for 90 days. */
export function storeDeviceCode(reply: FastifyReply, code: string, secure: boolean): void {
  reply.setCookie(COOKIES.deviceValidation, code, {
    ...sessionCookieOptions(secure),
    maxAge: LIMITS.deviceValidationStorageDays * DAY_S,
  });
}

/** The device code kept by storeDeviceCode, sent on later logins (ASSUMPTION A-35). */
export function readDeviceCode(req: FastifyRequest): string | undefined {
  const code = req.cookies[COOKIES.deviceValidation];
  return code === undefined || code === '' ? undefined : code;
}
