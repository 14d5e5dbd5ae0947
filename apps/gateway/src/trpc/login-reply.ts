import {
  BOT_CHECK_STAND_IN_TOKEN,
  decideAfterLogin,
  decideLoginError,
  type LoginInput,
  navigate,
  type Outcome,
} from '@portal/contracts';
import {
  clearSession,
  readDeviceCode,
  setSession,
  storeDeviceCode,
  storePluginUpdate,
} from '../http/cookies';
import { bindDuoState } from '../http/federated-cookies';
import { isUpstreamError } from '../upstream/upstream-error';
import type { Context } from './context';

/**
 * The bot-check token for the upstream. The stand-in (no site key configured) is for the
 * simulator: a real upstream gets no token rather than a made-up one.
 */
export const upstreamBotToken = (token: string | undefined, ctx: Pick<Context, 'services'>) =>
  ctx.services.mode === 'proxy' && token === BOT_CHECK_STAND_IN_TOKEN ? undefined : token;

/**
 * Every sign-in with a password (the login form, and the register page's auto-login): POST /login
 * with the device code this browser keeps (ASSUMPTION A-35), then spec section 4's rules 1–7:
 * the token goes into the HttpOnly cookie first, then the ordered rules decide. An upstream
 * refusal becomes section 8's login outcome; other failures throw (the error formatter answers).
 */
export async function signIn(ctx: Context, input: LoginInput): Promise<Outcome> {
  const { cookieSecure } = ctx.services;
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
    const decision = decideAfterLogin(data, input.email, ctx.redirectOrigins);
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
        allowedRedirectOrigins: ctx.redirectOrigins,
        email: input.email,
      });
    }
    throw error;
  }
}
