import { getTRPCErrorFromUnknown, initTRPC, TRPCError } from '@trpc/server';
import { CsrfError } from '../http/csrf';
import { TokenTooLargeError } from '../http/session-cookies';
import { TOKEN_MAX_CHARS } from '../session/token-chunks';
import { UpstreamError } from '../upstream/upstream-error';
import type { Context, RequestUpstream } from './context';
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

/** Simulator mode: the call's upstream client, watched for refusals (read by `settle`). */
function watchFor(ctx: Context) {
  return ctx.services.mode === 'simulator' ? watchRefusals(ctx.upstream) : undefined;
}

type Watched = ReturnType<typeof watchFor>;

/**
 * A procedure that failed, as the portal answers it:
 * - upstream failures keep their cause but get an honest code (502, 504, 401...) instead of 500;
 * - an upstream token too large for the cookies is ended there, and the operator told once;
 * - anything else as it was thrown.
 */
async function failed(ctx: Context, error: TRPCError): Promise<never> {
  const cause = error.cause;
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
  throw error;
}

/** What a procedure gave: its data, or the error it threw (as tRPC's middleware chain passes it on). */
type Result = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/**
 * A procedure's result as the portal answers it: a failure by `failed`; in simulator mode a
 * success that follows an upstream refusal says the refusal's catalogue code (Outcome.code), so
 * the page counts the code it rendered for QA coverage, never the text. Proxy mode answers exactly
 * as the procedure did.
 */
function settle<R extends Result>(ctx: Context, result: R, watched: Watched): R | Promise<never> {
  if (!result.ok) return failed(ctx, result.error);
  return watched === undefined ? result : { ...result, data: stampShownCode(result.data, watched.code()) };
}

/** Every procedure's outcome (`settle`), in one middleware. */
const outcomes = t.middleware(async ({ ctx, next }) => {
  const watched = watchFor(ctx);
  return settle(
    ctx,
    watched === undefined ? await next() : await next({ ctx: { upstream: watched.upstream } }),
    watched,
  );
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
async function activeSession(ctx: Context) {
  const check = await ctx.services.sessions.check(ctx.req, ctx.reply);
  switch (check.kind) {
    case 'active':
      return check;
    case 'ended':
      await endSessionEverywhere(ctx, check.token);
      throw sessionEnded(check.reason);
    case 'revoked':
      ctx.services.cookies.clearSession(ctx.reply);
      throw noSession();
    case 'none':
      throw noSession();
  }
}

const session = t.middleware(async ({ ctx, next }) => next({ ctx: { session: await activeSession(ctx) } }));

type ActiveSession = Awaited<ReturnType<typeof activeSession>>;

/** What a procedure that needs the session sees: the context, the session, the watched upstream. */
export type SessionContext = Context & { session: ActiveSession };

/**
 * `outcomes` and `session` as one step, for the queries every signed-in page makes: the session
 * judged first, then `next` with it, answered as the two answer in turn.
 */
async function sessionOutcome<R extends Result>(
  ctx: Context,
  next: (session: ActiveSession, upstream: RequestUpstream) => Promise<R>,
): Promise<R> {
  const watched = watchFor(ctx);
  let active: ActiveSession;
  try {
    active = await activeSession(ctx);
  } catch (cause) {
    return failed(ctx, getTRPCErrorFromUnknown(cause));
  }
  return settle(ctx, await next(active, watched?.upstream ?? ctx.upstream), watched);
}

/** `sessionOutcome` as a middleware, for the session queries that take an input or an output schema. */
const sessionOutcomes = t.middleware(({ ctx, next }) =>
  sessionOutcome(ctx, (session, upstream) => next({ ctx: { session, upstream } })),
);

/** A session query: its tRPC procedure, and the same call without tRPC's procedure call. */
export interface SessionQuery<T> {
  procedure: ReturnType<typeof sessionQueryProcedure<T>>;
  /**
   * What the procedure's resolver does, whole: the procedure has no middleware and no input or
   * output schema, so tRPC's call adds only its own bookkeeping around this (the query fast path
   * calls it directly, ./query-fast-path.ts).
   */
  run(ctx: Context): Promise<T>;
}

const sessionQueryProcedure = <T>(run: (ctx: Context) => Promise<T>) =>
  t.procedure.query(({ ctx }): Promise<T> => run(ctx));

/**
 * A query that needs the session and takes no input nor output schema, with `sessionOutcome` in
 * its resolver rather than as a middleware: each level of tRPC's middleware chain copies the
 * call's options and context (its object-spread helper), about 11 µs a call on the benchmark's
 * machine (docs/performance.md, eleventh pass), and clients.list is the call every signed-in page
 * makes.
 */
export function sessionQuery<T>(resolve: (ctx: SessionContext) => Promise<T>): SessionQuery<T> {
  const run = async (ctx: Context): Promise<T> => {
    const settled = await sessionOutcome(ctx, async (session, upstream) => {
      try {
        return { ok: true as const, data: await resolve({ ...ctx, session, upstream }) };
      } catch (cause) {
        return { ok: false as const, error: getTRPCErrorFromUnknown(cause) };
      }
    });
    // settle has already thrown every failure (and stamped a shown code in simulator mode).
    if (!settled.ok) throw settled.error;
    return settled.data;
  };
  return { procedure: sessionQueryProcedure(run), run };
}

export const router = t.router;
export const publicProcedure = t.procedure.use(outcomes);
/** Every mutation: the `x-csrf-token` header must equal the CSRF cookie, made for this session. */
export const csrfProcedure = publicProcedure.use(csrf);
/** Every query that needs the user's session (an upstream `bearer` endpoint). */
export const sessionProcedure = t.procedure.use(sessionOutcomes);
/** Every mutation that needs the user's session: the CSRF check first, then the session. */
export const sessionMutation = csrfProcedure.use(session);
/** Calls a router's procedures in-process (the page's first data: ./first-data.ts). */
export const createCallerFactory = t.createCallerFactory;
