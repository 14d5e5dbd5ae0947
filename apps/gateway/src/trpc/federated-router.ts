import {
  decideDuoReturn,
  decideSsoCheck,
  decideSsoCheckFailure,
  decideSsoLoginError,
  decideSsoLogout,
  decideSsoRedirect,
  decideUnboundSsoReturn,
} from '@portal/contracts/flows';
import {
  DuoReturnInputSchema,
  type Outcome,
  OutcomeSchema,
  SsoLoginInputSchema,
  SsoReturnInputSchema,
} from '@portal/contracts/portal';
import { AccessTokenSchema } from '@portal/contracts/upstream';
import { bindSsoStart, takeDuoBinding, takeSsoBinding } from '../http/federated-cookies';
import { UpstreamError } from '../upstream/upstream-error';
import type { Context } from './context';
import { upstreamLogout } from './login-reply';
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
      const { cookies } = ctx.services;
      const inDuoSignIn = cookies.read(ctx.req, 'duoState') !== undefined;
      if (!takeDuoBinding(cookies, ctx.req, ctx.reply, input.state)) {
        // The half-signed-in session of the login must not outlive a refused second factor; a
        // browser in no Duo sign-in keeps its session (a link to this page is no way to log
        // anyone out).
        if (inDuoSignIn) await ctx.services.sessions.end(ctx.req, ctx.reply);
        return decideDuoReturn({ kind: 'state-mismatch' });
      }
      const returned = await ctx.upstream.answer('duoCallback', {
        body: { state: input.state, duo_code: input.duo_code },
      });
      if (!returned.ok) {
        await ctx.services.sessions.end(ctx.req, ctx.reply);
        return decideDuoReturn({ kind: 'refused', error: returned.refusal.error });
      }
      // The half-signed-in session of the login ends (its id revoked): the second factor opens the session.
      const email = cookies.read(ctx.req, 'email') ?? '';
      await ctx.services.sessions.end(ctx.req, ctx.reply);
      cookies.setSession(ctx.reply, returned.data.access_token, email);
      return decideDuoReturn({ kind: 'signed-in' });
    }),

  /**
   * /sso: the environment code starts a sign-in at the identity provider. Leaving for it binds
   * the return to this browser and tab (bindSsoStart).
   */
  ssoLogin: csrfProcedure
    .input(SsoLoginInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const started = await ctx.upstream.answer('ssoLogin', { body: { domain: input.domain } });
      if (!started.ok) return decideSsoLoginError(started.refusal.error);
      const outcome = decideSsoRedirect(started.data.redirect_url, ctx.redirects.fromUpstream);
      if (outcome.next.kind === 'external') bindSsoStart(ctx.services.cookies, ctx.reply, input.tabNonce);
      return outcome;
    }),

  /**
   * /login/sso/{token}: token validate, then the single-sign-on check of spec section 4; only in
   * the browser tab that started a single sign-on moments ago (login CSRF: takeSsoBinding).
   */
  ssoReturn: csrfProcedure
    .input(SsoReturnInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const { cookies } = ctx.services;
      if (!takeSsoBinding(cookies, ctx.req, ctx.reply, input.tabNonce)) {
        // No upstream call: the token of a link this browser did not ask for is never validated.
        return decideUnboundSsoReturn(cookies.readToken(ctx.req) !== null);
      }
      const validated = await ctx.upstream.answer('tokenValidate', { body: { access_token: input.token } });
      if (!validated.ok) {
        await ctx.services.sessions.end(ctx.req, ctx.reply);
        const { next, message } = decideSsoCheckFailure(validated.refusal.status, validated.refusal.error);
        return message ? { next, message } : { next };
      }
      const { data } = validated;
      const { next, message, signIn } = decideSsoCheck(data.identity);
      if (signIn) {
        // A blank token in the reply is none (ASSUMPTION A-38: the link's token then).
        const token = data.access_token?.trim() ? data.access_token : input.token;
        if (!AccessTokenSchema.safeParse(token).success) {
          ctx.req.log.warn(
            { endpoint: 'tokenValidate' },
            'the single sign-on token is not one a header can carry',
          );
          throw new UpstreamError({ kind: 'bad-reply', endpoint: 'tokenValidate' });
        }
        // As a password sign-in does: the session this browser held ends upstream, not only
        // here (OWASP ASVS 5.0 7.2.4), and its id is revoked. The same token again (a second
        // sign-in to the same session) is kept upstream.
        const previous = cookies.readToken(ctx.req);
        if (previous !== null && previous !== token) await upstreamLogout(ctx, previous);
        if (previous !== null) await ctx.services.sessions.end(ctx.req, ctx.reply);
        cookies.setSession(ctx.reply, token, '');
        cookies.markSso(ctx.reply);
      } else {
        await ctx.services.sessions.end(ctx.req, ctx.reply);
      }
      return message ? { next, message } : { next };
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
  await ctx.services.sessions.end(ctx.req, ctx.reply);
  return { next: decideSsoLogout(url, ctx.redirects.fromUpstream) };
}
