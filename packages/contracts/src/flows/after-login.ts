import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { MessageRef, NextStep } from '../portal/outcome';
import type { LoginResponse } from '../upstream/auth';
import { isAllowedUpstreamRedirect, type UpstreamRedirects } from './redirect';

export interface LoginDecision {
  next: NextStep;
  /** Rule 3: the e-mail to remember for device validation. */
  rememberEmail?: string;
  /** Rule 4: a device validation code to keep for 90 days. */
  storeDeviceCode?: string;
  /** "Login success also stores the plugin-update flag". */
  shouldUpdatePlugin: boolean;
  /** An alert to show with `next` (a Duo address the redirect rule refuses). */
  message?: MessageRef;
}

/**
 * Spec section 4, "Login outcomes, in order". Rule 1 (store the token) is the caller's job; it
 * runs before this. Rules 5 and 6 apply only when multi-factor is required: a reply without
 * mfa_required carries no second step whatever its mfa_type says.
 */
export function decideAfterLogin(
  reply: LoginResponse,
  email: string,
  /** The Duo address comes from the upstream's reply: the upstream-redirect rule applies. */
  redirects: UpstreamRedirects,
): LoginDecision {
  const shouldUpdatePlugin = reply.should_update_plugin === true;
  const base = { shouldUpdatePlugin };
  // Rule 4 is a fact about the reply, not a step: a code comes back with a validated device
  // whichever page comes next (rule 2's /password/expired too), so it is kept for every one.
  const storeDeviceCode =
    reply.device_validation_status === 'success' && reply.device_validation_code
      ? reply.device_validation_code
      : undefined;
  const withCode = storeDeviceCode === undefined ? base : { ...base, storeDeviceCode };

  if (!reply.mfa_required && reply.password_expiration?.will_expire_soon === true) {
    return { ...withCode, next: navigate('/password/expired', passwordState(reply, email)) };
  }
  if (reply.device_validation_status === 'failed') {
    // The device page hides the e-mail token for a fictitious e-mail (spec section 2).
    const state = { fictitiousEmail: reply.user_has_fictitious_email === true };
    return { ...base, next: navigate('/deviceValidation', state), rememberEmail: email };
  }

  if (reply.mfa_required && (reply.mfa_type ?? 'default') === 'default') {
    return { ...withCode, next: navigate(reply.mfa_configured ? '/requiredMFA' : '/configurationMFA') };
  }
  const duoUrl = reply.duo?.redirect_url;
  if (reply.mfa_required && reply.mfa_type === 'duo' && duoUrl) {
    // A Duo address the rule refuses is not followed; the user stays on the login page and is
    // told why, instead of a button that silently does nothing.
    if (!isAllowedUpstreamRedirect(duoUrl, redirects)) {
      return { ...withCode, next: { kind: 'stay' }, message: codeMessage('DUO_ERROR_TO_AUTHENTICATE') };
    }
    return { ...withCode, next: { kind: 'external', url: duoUrl } };
  }
  return { ...withCode, next: navigate('/home/environments') };
}

/**
 * What /password/expired needs: the days left, and, when rule 3 also applies, what the device
 * page needs, so "later" goes on to device validation instead of a home the token cannot open.
 */
function passwordState(reply: LoginResponse, email: string): Record<string, unknown> {
  const daysUntilExpire = reply.password_expiration?.days_until_expire ?? null;
  if (reply.device_validation_status !== 'failed') return { daysUntilExpire };
  const device = { email, fictitiousEmail: reply.user_has_fictitious_email === true };
  return { daysUntilExpire, device };
}
