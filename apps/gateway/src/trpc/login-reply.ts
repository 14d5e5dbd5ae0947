import { decideAfterLogin, decideLoginError } from '@portal/contracts/flows';
import { BOT_CHECK_STAND_IN_TOKEN, type LoginInput, navigate, type Outcome } from '@portal/contracts/portal';
import { TRPCError } from '@trpc/server';
import { bindDuoState } from '../http/federated-cookies';
import { LoginRateLimitError } from '../http/rate-limit';
import type { Context } from './context';

/**
 * The bot-check token for the upstream. The stand-in (no site key configured) is for the
 * simulator: a real upstream gets no token rather than a made-up one.
 */
export const upstreamBotToken = (token: string | undefined, ctx: Pick<Context, 'services'>) =>
  ctx.services.mode === 'proxy' && token === BOT_CHECK_STAND_IN_TOKEN ? undefined : token;

/**
 * The login rate limit, for every call that tries a password (the login form, the register
 * page's auto-login, the password check with login): guessing must not find a side door.
 */
export async function assertLoginAllowed(ctx: Context): Promise<void> {
  if (await ctx.services.loginAllowed(ctx.req)) return;
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: 'too many login attempts',
    cause: new LoginRateLimitError(),
  });
}

/**
 * Every sign-in with a password (the login form, and the register page's auto-login): POST /login
 * with the device code this browser keeps (ASSUMPTION A-35), then spec section 4's rules 1–7:
 * the token goes into the HttpOnly cookie first, then the ordered rules decide. An upstream
 * refusal becomes section 8's login outcome; other failures throw (the error formatter answers).
 */
/** The upstream's logout of `token` (default: this browser's), best effort: the session ends here whatever the upstream says. */
export async function upstreamLogout(ctx: Context, token?: string): Promise<void> {
  try {
    await ctx.upstream.call('logout', token === undefined ? {} : { token });
  } catch (error) {
    ctx.req.log.info(
      { reason: error instanceof Error ? error.message : 'unknown' },
      'upstream logout failed',
    );
  }
}

/**
 * A session ends for good: upstream (best effort, with its own token), then here, where its id is
 * refused from now on (a copy of its cookies reads as signed out) and its cookies are cleared.
 */
export async function endSessionEverywhere(ctx: Context, token: string): Promise<void> {
  await upstreamLogout(ctx, token);
  await ctx.services.sessions.end(ctx.req, ctx.reply);
}

export async function signIn(
  ctx: Context,
  input: LoginInput,
  /** A device code just issued in this request (register), newer than the cookie's. */
  deviceCode: string | undefined = ctx.services.cookies.readDeviceCode(ctx.req),
): Promise<Outcome> {
  const { cookies } = ctx.services;
  await assertLoginAllowed(ctx);
  // A new sign-in ends the session this browser held: revoked upstream, its cookie gone (a
  // failed sign-in leaves no half-valid session), and never sent along as the new login's bearer.
  const previous = cookies.readToken(ctx.req);
  if (previous !== null) await endSessionEverywhere(ctx, previous);
  const login = await ctx.upstream.answer('login', {
    token: null,
    body: {
      email: input.email,
      password: input.password,
      back_url: input.back_url,
      recaptcha_token: upstreamBotToken(input.recaptcha_token, ctx),
      device_validation_code: deviceCode,
    },
  });
  if (!login.ok) {
    return decideLoginError(login.refusal.error, {
      body: login.refusal.body,
      backUrl: input.back_url,
      allowedRedirectOrigins: ctx.redirects.fromVisitor,
      email: input.email,
    });
  }
  const { data } = login;
  // Rule 1: keep the token (in an HttpOnly cookie) before any other rule.
  cookies.setSession(ctx.reply, data.access_token, input.email);
  // A password session, whatever this browser's earlier one was (single sign-on logs out elsewhere).
  cookies.clearSso(ctx.reply);
  const decision = decideAfterLogin(data, input.email, ctx.redirects.fromUpstream);
  if (decision.next.kind === 'external') bindDuoState(cookies, ctx.reply, data.duo?.redirect_url);
  cookies.storePluginUpdate(ctx.reply, decision.shouldUpdatePlugin);
  if (decision.storeDeviceCode !== undefined) {
    cookies.storeDeviceCode(ctx.reply, decision.storeDeviceCode);
  }
  const { next, message } = decision;
  const withMessage = (outcome: Outcome): Outcome => (message ? { ...outcome, message } : outcome);
  // A login that ends on the login page (a Duo address the redirect rule refuses) leaves no session.
  if (next.kind === 'stay') await endSessionEverywhere(ctx, data.access_token);
  // Rule 3 remembers the e-mail for /deviceValidation: it rides on the navigation state.
  if (decision.rememberEmail !== undefined && next.kind === 'navigate') {
    return withMessage({ next: navigate(next.to, { ...next.state, email: decision.rememberEmail }) });
  }
  return withMessage({ next });
}
