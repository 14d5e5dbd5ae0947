import { initTRPC, TRPCError } from '@trpc/server';
import { CsrfError } from '../http/csrf';
import { UpstreamError } from '../upstream/upstream-error';
import type { Context } from './context';
import { inputSummary, portalErrorData, safeErrorMessage, toTrpcError } from './portal-error-data';

const t = initTRPC.context<Context>().create({
  // Stack traces stay in the log, never in a response.
  isDev: false,
  errorFormatter({ shape, error }) {
    const { stack: _stack, ...data } = shape.data;
    const portal = portalErrorData(error);
    // tRPC's default message for bad input is a JSON dump of the issues; say it in one line.
    const message = portal?.kind === 'input' ? inputSummary(error.cause) : safeErrorMessage(error);
    return { ...shape, message, data: { ...data, portal } };
  },
});

/** Upstream failures keep their cause but get an honest code (502, 504, 401...) instead of 500. */
const upstreamFailures = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof UpstreamError) {
    const cause = result.error.cause;
    // The upstream no longer accepts this token: drop it so the browser's logout is clean.
    if (cause.kind === 'http' && cause.status === 401) ctx.services.cookies.clearSession(ctx.reply);
    throw toTrpcError(cause);
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

export const router = t.router;
export const publicProcedure = t.procedure.use(upstreamFailures);
/** Every mutation: the `x-csrf-token` header must equal the CSRF cookie, made for this session. */
export const csrfProcedure = publicProcedure.use(csrf);
