import { randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES, HEADERS } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { csrfCookieOptions } from './cookies';

export class CsrfError extends Error {
  constructor() {
    super('missing or wrong CSRF token');
    this.name = 'CsrfError';
  }
}

export const newCsrfToken = (): string => randomBytes(32).toString('base64url');

/** Double-submit: every response that finds no CSRF cookie hands one out. */
export function ensureCsrfCookie(req: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (req.cookies[COOKIES.csrf]) return;
  reply.setCookie(COOKIES.csrf, newCsrfToken(), csrfCookieOptions(secure));
}

/** The header must equal the cookie; a cross-site page can send neither. */
export function hasValidCsrf(req: FastifyRequest): boolean {
  const cookie = req.cookies[COOKIES.csrf];
  const header = req.headers[HEADERS.csrf];
  if (!cookie || typeof header !== 'string' || header === '') return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  return a.length === b.length && timingSafeEqual(a, b);
}
