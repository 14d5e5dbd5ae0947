import type { SessionInfo } from '@portal/contracts/portal';
import { csrfHeaders } from './cookies';

/**
 * `auth.session` as a plain GET on tRPC's documented HTTP RPC format (one query without input,
 * `{ result: { data } }` or `{ error: { message, code, data } }`), so the first screen's session
 * check needs no tRPC client: the sign-in page loads that with its form rules, on first use
 * (docs/decisions/026-login-route-without-trpc-client.md).
 */
export const SESSION_QUERY_PATH = '/trpc/auth.session';

/** A failed session query, with the gateway's error data where @trpc/client's errors keep it (`data`). */
export class SessionQueryError extends Error {
  override name = 'SessionQueryError';
  readonly data: unknown;
  constructor(message: string, data?: unknown) {
    super(message);
    this.data = data;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ENDED: ReadonlySet<unknown> = new Set<SessionInfo['ended']>(['idle', 'lifetime']);

/** What SessionInfoSchema accepts, without zod (session-query.test.ts keeps the two in step). */
export function isSessionInfo(value: unknown): value is SessionInfo {
  return (
    isRecord(value) &&
    typeof value.authenticated === 'boolean' &&
    (value.email === null || typeof value.email === 'string') &&
    (value.ended === undefined || ENDED.has(value.ended))
  );
}

/** Asks the gateway whether this browser is signed in; throws a SessionQueryError when it cannot say. */
export async function querySession(
  request: (path: string, init: RequestInit) => Promise<Response>,
  cookieHeader: string,
): Promise<SessionInfo> {
  const response = await request(SESSION_QUERY_PATH, { headers: csrfHeaders(cookieHeader) });
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SessionQueryError(`auth.session: HTTP ${response.status}, no JSON answer`);
  }
  if (response.ok && isRecord(body) && isRecord(body.result) && isSessionInfo(body.result.data)) {
    return body.result.data;
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const message =
    typeof error?.message === 'string' ? error.message : `auth.session: HTTP ${response.status}`;
  throw new SessionQueryError(message, error?.data);
}
