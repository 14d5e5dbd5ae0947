import { decideAfterLogin, type LoginResponse, navigate, type Outcome } from '@portal/contracts';
import { clearSession, setSession, storeDeviceCode } from '../http/cookies';
import type { Context } from './context';

/**
 * A successful upstream login turned into the browser's next step (spec section 4, rules 1–7):
 * the token goes into the HttpOnly cookie first, then the ordered rules decide. Used by the
 * register page's auto-login; auth.login follows the same steps.
 */
export function signedIn(ctx: Context, data: LoginResponse, email: string): Outcome {
  const { cookieSecure, allowedRedirectOrigins } = ctx.services;
  setSession(ctx.reply, data.access_token, email, cookieSecure);
  const decision = decideAfterLogin(data, email, allowedRedirectOrigins);
  if (decision.storeDeviceCode !== undefined)
    storeDeviceCode(ctx.reply, decision.storeDeviceCode, cookieSecure);
  const { next, message } = decision;
  const withMessage = (outcome: Outcome): Outcome => (message ? { ...outcome, message } : outcome);
  // A login that ends where it started (a Duo address off the allow-list) leaves no session.
  if (next.kind === 'stay') clearSession(ctx.reply, cookieSecure);
  if (decision.rememberEmail !== undefined && next.kind === 'navigate') {
    return withMessage({ next: navigate(next.to, { ...next.state, email: decision.rememberEmail }) });
  }
  return withMessage({ next });
}
