import {
  DuoReturnInputSchema,
  decideDuoReturn,
  decideSsoCheck,
  decideSsoCheckFailure,
  decideSsoLoginError,
  decideSsoLogout,
  decideSsoRedirect,
  type Outcome,
  OutcomeSchema,
  SsoLoginInputSchema,
  SsoReturnInputSchema,
} from '@portal/contracts';
import { clearSession, SESSION_EMAIL_COOKIE, setSession } from '../http/cookies';
import { markSsoSession, takeDuoBinding } from '../http/federated-cookies';
import { isUpstreamError } from '../upstream/upstream-error';
import type { Context } from './context';
import { csrfProcedure, router } from './trpc';

/**
 * Sign-in through outside parties (spec sections 2, 4 and 8): the return from the Duo-style push,
 * and single sign-on (start, return with the identity provider's token).
 */
export const federatedRouter = router({
  /** /login/duo-callback/: the state must be the one this browser left with (its cookie). */
  duoReturn: csrfProcedure
    .input(DuoReturnInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const secure = ctx.services.cookieSecure;
      if (!takeDuoBinding(ctx.req, ctx.reply, input.state, secure)) {
        // The half-signed-in session of the login must not outlive a refused second factor.
        clearSession(ctx.reply, secure);
        return decideDuoReturn({ kind: 'state-mismatch' });
      }
      try {
        const { data } = await ctx.upstream.call('duoCallback', {
          body: { state: input.state, duo_code: input.duo_code },
        });
        setSession(ctx.reply, data.access_token, ctx.req.cookies[SESSION_EMAIL_COOKIE] ?? '', secure);
        return decideDuoReturn({ kind: 'signed-in' });
      } catch (error) {
        if (!isUpstreamError(error) || error.kind !== 'http') throw error;
        clearSession(ctx.reply, secure);
        return decideDuoReturn({ kind: 'refused', error: error.error });
      }
    }),

  /** /sso: the environment code starts a sign-in at the identity provider. */
  ssoLogin: csrfProcedure
    .input(SsoLoginInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      try {
        const { data } = await ctx.upstream.call('ssoLogin', { body: { domain: input.domain } });
        return decideSsoRedirect(data.redirect_url, ctx.redirectOrigins);
      } catch (error) {
        if (!isUpstreamError(error) || error.kind !== 'http') throw error;
        return decideSsoLoginError(error.error);
      }
    }),

  /** /login/sso/{token}: token validate, then the single-sign-on check of spec section 4. */
  ssoReturn: csrfProcedure
    .input(SsoReturnInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const secure = ctx.services.cookieSecure;
      try {
        const { data } = await ctx.upstream.call('tokenValidate', { body: { access_token: input.token } });
        const { next, message, signIn } = decideSsoCheck(data.identity);
        if (signIn) {
          setSession(ctx.reply, data.access_token ?? input.token, '', secure);
          markSsoSession(ctx.reply, secure);
        } else {
          clearSession(ctx.reply, secure);
        }
        return message ? { next, message } : { next };
      } catch (error) {
        if (!isUpstreamError(error) || error.kind !== 'http') throw error;
        clearSession(ctx.reply, secure);
        const { next, message } = decideSsoCheckFailure(error.status ?? 0, error.error);
        return message ? { next, message } : { next };
      }
    }),
});

/**
 * Logout of a single-sign-on user (spec section 4): sso/logout, then the address it returned.
 * Best effort: the session ends here whatever the upstream says.
 */
export async function ssoLogout(ctx: Context): Promise<Outcome> {
  let url: string | undefined;
  try {
    ({
      data: { redirect_url: url },
    } = await ctx.upstream.call('ssoLogout'));
  } catch (error) {
    ctx.req.log.info(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'upstream sso logout failed',
    );
  }
  clearSession(ctx.reply, ctx.services.cookieSecure);
  return { next: decideSsoLogout(url, ctx.redirectOrigins) };
}
