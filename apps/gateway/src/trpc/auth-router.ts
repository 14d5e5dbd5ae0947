import {
  BOT_CHECK_STAND_IN_TOKEN,
  decideAfterLogin,
  decideLoginError,
  LoginInputSchema,
  navigate,
  type Outcome,
  OutcomeSchema,
  SessionInfoSchema,
} from '@portal/contracts';
import { TRPCError } from '@trpc/server';
import {
  clearPluginUpdate,
  clearSession,
  readDeviceCode,
  readSession,
  readToken,
  setSession,
  storeDeviceCode,
  storePluginUpdate,
} from '../http/cookies';
import { bindDuoState, isSsoSession } from '../http/federated-cookies';
import { LoginRateLimitError } from '../http/rate-limit';
import { isUpstreamError } from '../upstream/upstream-error';
import type { Context } from './context';
import { ssoLogout } from './federated-router';
import { noSession } from './no-session';
import { csrfProcedure, publicProcedure, router } from './trpc';

/**
 * The bot-check token for the upstream. The stand-in (no site key configured) is for the
 * simulator: a real upstream gets no token rather than a made-up one.
 */
export const upstreamBotToken = (token: string | undefined, ctx: Pick<Context, 'services'>) =>
  ctx.services.mode === 'proxy' && token === BOT_CHECK_STAND_IN_TOKEN ? undefined : token;

/** The upstream's logout, best effort: the session ends here whatever the upstream says. */
async function upstreamLogout(ctx: Context): Promise<void> {
  try {
    await ctx.upstream.call('logout');
  } catch (error) {
    ctx.req.log.info(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'upstream logout failed',
    );
  }
}

export const authRouter = router({
  /** From cookies only: the browser learns whether it is signed in, never the token. */
  session: publicProcedure.output(SessionInfoSchema).query(({ ctx }) => readSession(ctx.req)),

  login: csrfProcedure
    .input(LoginInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const { cookieSecure } = ctx.services;
      const allowedRedirectOrigins = ctx.redirectOrigins;
      if (!(await ctx.services.loginAllowed(ctx.req))) {
        throw new TRPCError({
          code: 'TOO_MANY_REQUESTS',
          message: 'too many login attempts',
          cause: new LoginRateLimitError(),
        });
      }
      try {
        const { data } = await ctx.upstream.call('login', {
          body: {
            email: input.email,
            password: input.password,
            back_url: input.back_url,
            recaptcha_token: upstreamBotToken(input.recaptcha_token, ctx),
            device_validation_code: readDeviceCode(ctx.req),
          },
        });
        // Rule 1: keep the token (in an HttpOnly cookie) before any other rule.
        setSession(ctx.reply, data.access_token, input.email, cookieSecure);
        const decision = decideAfterLogin(data, input.email, allowedRedirectOrigins);
        if (decision.next.kind === 'external') bindDuoState(ctx.reply, data.duo?.redirect_url, cookieSecure);
        storePluginUpdate(ctx.reply, decision.shouldUpdatePlugin, cookieSecure);
        if (decision.storeDeviceCode !== undefined) {
          storeDeviceCode(ctx.reply, decision.storeDeviceCode, cookieSecure);
        }
        const { next, message } = decision;
        const withMessage = (outcome: Outcome): Outcome => (message ? { ...outcome, message } : outcome);
        // A login that ends on the login page (a Duo address off the allow-list) leaves no session.
        if (next.kind === 'stay') clearSession(ctx.reply, cookieSecure);
        // Rule 3 remembers the e-mail for /deviceValidation: it rides on the navigation state.
        if (decision.rememberEmail !== undefined && next.kind === 'navigate') {
          return withMessage({ next: navigate(next.to, { ...next.state, email: decision.rememberEmail }) });
        }
        return withMessage({ next });
      } catch (error) {
        if (isUpstreamError(error) && error.kind === 'http') {
          return decideLoginError(error.error, {
            body: error.body,
            backUrl: input.back_url,
            allowedRedirectOrigins,
            email: input.email,
          });
        }
        throw error;
      }
    }),

  /**
   * Spec section 4, Logout: refused without a session (the web goes to / all the same); else the
   * upstream session ends, then this browser's cookies (the device code stays: it is the device's).
   */
  logout: csrfProcedure.output(OutcomeSchema).mutation(async ({ ctx }): Promise<Outcome> => {
    if (readToken(ctx.req) === null) throw noSession();
    if (isSsoSession(ctx.req)) return ssoLogout(ctx);
    await upstreamLogout(ctx);
    clearSession(ctx.reply, ctx.services.cookieSecure);
    return { next: navigate('/') };
  }),

  /** "A separate action clears" the plugin-update flag: the user has been to /updatePlugin. */
  pluginUpdateSeen: csrfProcedure.mutation(({ ctx }) => {
    clearPluginUpdate(ctx.reply, ctx.services.cookieSecure);
  }),
});
