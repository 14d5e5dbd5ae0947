import { initTRPC, TRPCError } from '@trpc/server';
import { CsrfError } from '../http/csrf';
import { TokenTooLargeError } from '../http/session-cookies';
import { TOKEN_MAX_CHARS } from '../session/token-chunks';
import { UpstreamError } from '../upstream/upstream-error';
import type { Context } from './context';
import { endSessionEverywhere, upstreamLogout } from './login-reply';
import { noSession, sessionEnded } from './no-session';
import { inputSummary, portalErrorData, safeErrorMessage, toTrpcError } from './portal-error-data';
import { stampShownCode, watchRefusals } from './shown-code-stamp';

/**
 * The portal's error shape: tRPC's default one without the stack (it stays in the log), with the
 * portal's data and a one-line message. Also shapes the query fast path's errors.
 */
export function formatPortalError<TShape extends { message: string; data: { stack?: string } }>({
  shape,
  error,
}: {
  shape: TShape;
  error: TRPCError;
}) {
  const { stack: _stack, ...data } = shape.data;
  const portal = portalErrorData(error);
  // tRPC's default message for bad input is a JSON dump of the issues; say it in one line.
  const message = portal?.kind === 'input' ? inputSummary(error.cause) : safeErrorMessage(error);
  return { ...shape, message, data: { ...data, portal } };
}

const t = initTRPC.context<Context>().create({
  // Stack traces stay in the log, never in a response.
  isDev: false,
  errorFormatter: formatPortalError,
});

/**
 * Every procedure's outcome, in one middleware (each level of tRPC's middleware chain copies the
 * call's options and context; this was two levels, a visible share of each call's CPU):
 * - upstream failures keep their cause but get an honest code (502, 504, 401...) instead of 500;
 * - simulator mode: an outcome that follows an upstream refusal says the refusal's catalogue code
 *   (Outcome.code), so the page counts the code it rendered for QA coverage, never the text.
 *   Proxy mode answers exactly as before.
 */
const outcomes = t.middleware(async ({ ctx, next }) => {
  const watched = ctx.services.mode === 'simulator' ? watchRefusals(ctx.upstream) : undefined;
  const result = watched === undefined ? await next() : await next({ ctx: { upstream: watched.upstream } });
  if (result.ok) {
    return watched === undefined ? result : { ...result, data: stampShownCode(result.data, watched.code()) };
  }
  const cause = result.error.cause;
  if (cause instanceof UpstreamError) {
    // The upstream no longer accepts this token: drop it so the browser's logout is clean.
    if (cause.kind === 'http' && cause.status === 401) await ctx.services.sessions.end(ctx.req, ctx.reply);
    throw toTrpcError(cause);
  }
  if (cause instanceof TokenTooLargeError) {
    // Nothing was written: the upstream's new session is ended there, and the operator told once.
    ctx.req.log.warn(
      { chars: cause.chars, limitChars: TOKEN_MAX_CHARS },
      'upstream token too large for the session cookies',
    );
    await upstreamLogout(ctx, cause.token);
    await ctx.services.sessions.end(ctx.req, ctx.reply);
    throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: 'upstream token too large', cause });
  }
  return result;
});

const csrf = t.middleware(({ ctx, next }) => {
  if (!ctx.services.cookies.hasValidCsrf(ctx.req)) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'missing or wrong CSRF token',
      cause: new CsrfError(),
    });
  }
  return next();
});

/**
 * A session, judged before anything else runs: no upstream call without one. A session past a
 * time-out ends here and upstream; a revoked one (cookies replayed after a logout) is dropped
 * without asking the upstream anything.
 */
const session = t.middleware(async ({ ctx, next }) => {
  const check = await ctx.services.sessions.check(ctx.req, ctx.reply);
  switch (check.kind) {
    case 'active':
      return next({ ctx: { session: check } });
    case 'ended':
      await endSessionEverywhere(ctx, check.token);
      throw sessionEnded(check.reason);
    case 'revoked':
      ctx.services.cookies.clearSession(ctx.reply);
      throw noSession();
    case 'none':
      throw noSession();
  }
});

export const router = t.router;
export const publicProcedure = t.procedure.use(outcomes);
/** Every mutation: the `x-csrf-token` header must equal the CSRF cookie, made for this session. */
export const csrfProcedure = publicProcedure.use(csrf);
/** Every query that needs the user's session (an upstream `bearer` endpoint). */
export const sessionProcedure = publicProcedure.use(session);
/** Every mutation that needs the user's session: the CSRF check first, then the session. */
export const sessionMutation = csrfProcedure.use(session);
/** Calls a router's procedures in-process (the page's first data: ./first-data.ts). */
export const createCallerFactory = t.createCallerFactory;
