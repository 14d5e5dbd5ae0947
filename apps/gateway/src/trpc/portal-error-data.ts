import { decideClientCallError } from '@portal/contracts/flows';
import {
  codeMessage,
  type PortalErrorData,
  SESSION_END_KEYS,
  UPSTREAM_FAILURE_KEYS,
} from '@portal/contracts/portal';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import { CsrfError } from '../http/csrf';
import { LoginRateLimitError } from '../http/rate-limit';
import { TokenTooLargeError } from '../http/session-cookies';
import { UpstreamError } from '../upstream/upstream-error';
import { NoSessionError, SessionEndedError } from './no-session';

const stay = { kind: 'stay' } as const;

/** What the web executes for a failed procedure (PortalErrorData), or null when nothing applies. */
export function portalErrorData(error: TRPCError): PortalErrorData | null {
  const cause = error.cause;
  if (cause instanceof UpstreamError) return upstreamErrorData(cause);
  if (cause instanceof CsrfError) {
    return {
      kind: 'csrf',
      outcome: { next: stay, message: { severity: 'error', key: UPSTREAM_FAILURE_KEYS.csrf } },
    };
  }
  if (cause instanceof NoSessionError) {
    // Spec section 8, "Status 401: log out": the web cleans its state and goes to /, with no
    // message (an upstream's words about a token it was never sent would only confuse).
    return { kind: 'no-session', status: 401, outcome: { next: { kind: 'logout' } } };
  }
  if (cause instanceof SessionEndedError) {
    // Ended on the gateway already; the web's logout then finds no session and goes to /, where
    // the message says why.
    return {
      kind: 'session-ended',
      status: 401,
      outcome: {
        next: { kind: 'logout' },
        message: { severity: 'warning', key: SESSION_END_KEYS[cause.reason] },
      },
    };
  }
  if (cause instanceof TokenTooLargeError) {
    return {
      kind: 'token-too-large',
      outcome: { next: stay, message: { severity: 'error', key: UPSTREAM_FAILURE_KEYS.tokenTooLarge } },
    };
  }
  if (cause instanceof LoginRateLimitError) {
    return {
      kind: 'http',
      status: 429,
      outcome: {
        next: stay,
        message: { severity: 'error', key: UPSTREAM_FAILURE_KEYS.tooManyAttempts },
      },
    };
  }
  if (error.code === 'BAD_REQUEST' && hasIssues(cause)) {
    const first = cause.issues[0]?.message;
    // Schema messages are i18n keys ('validation.required'); anything else gets a generic text.
    const message =
      typeof first === 'string' && /^[a-z]+\.[A-Za-z.]+$/.test(first)
        ? { severity: 'error' as const, key: first }
        : codeMessage('NOT_INPUT_DATA');
    return { kind: 'input', outcome: { next: stay, message } };
  }
  return null;
}

export function upstreamErrorData(error: UpstreamError): PortalErrorData {
  const code = error.code;
  if (error.kind === 'http') {
    return {
      kind: 'http',
      outcome: decideClientCallError(error.status, error.error, { clientCount: 0 }),
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(code === undefined ? {} : { code }),
    };
  }
  return {
    kind: error.kind,
    outcome: { next: stay, message: { severity: 'error', key: UPSTREAM_FAILURE_KEYS[error.kind] } },
    ...(error.status === undefined ? {} : { status: error.status }),
  };
}

/** The tRPC code (hence HTTP status) a browser sees for an upstream failure. */
export function trpcCodeFor(error: UpstreamError): TRPC_ERROR_CODE_KEY {
  switch (error.kind) {
    case 'timeout':
      return 'GATEWAY_TIMEOUT';
    case 'unreachable':
    case 'bad-reply':
      return 'BAD_GATEWAY';
    case 'http':
      break;
  }
  const status = error.status ?? 502;
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'BAD_GATEWAY';
}

export const toTrpcError = (error: UpstreamError): TRPCError =>
  new TRPCError({ code: trpcCodeFor(error), message: error.message, cause: error });

function hasIssues(value: unknown): value is { issues: { message?: unknown; path?: unknown }[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { issues?: unknown }).issues);
}

/**
 * The message a failure may show in a response or a log line. A body that is not JSON gets a
 * fixed text: the parser's own message quotes the body, which may hold a password.
 */
export function safeErrorMessage(error: TRPCError): string {
  if (error.code === 'PARSE_ERROR' || error.cause instanceof SyntaxError) return 'malformed JSON body';
  return error.message;
}

/** "invalid input: email: validation.email; password: validation.required" */
export function inputSummary(cause: unknown): string {
  if (!hasIssues(cause)) return 'invalid input';
  const parts = cause.issues.map((issue) => {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : '';
    const message = typeof issue.message === 'string' ? issue.message : 'invalid';
    return path === '' ? message : `${path}: ${message}`;
  });
  return `invalid input: ${parts.join('; ')}`;
}
