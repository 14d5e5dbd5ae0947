import type { PortalError } from '../errors/read-error';
import { codeMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { Outcome } from '../portal/outcome';
import { outcomeForError } from './code-behaviour';
import { isAllowedRedirect } from './redirect';

export interface LoginErrorContext {
  /** The whole error body: PASSWORD_EXPIRED carries user_uuid and token. */
  body: unknown;
  backUrl: string | undefined;
  allowedRedirectOrigins: readonly string[];
  /** The e-mail signed in with: /register pre-fills it and signs in with it afterwards. */
  email?: string;
}

/** Spec section 8, "Login". */
export function decideLoginError(error: PortalError | undefined, ctx: LoginErrorContext): Outcome {
  if (error?.known && error.code === 'INVALID_RECAPTCHA') {
    return { next: { kind: 'stay' }, message: codeMessage('INVALID_RECAPTCHA') };
  }
  if (error?.known && error.code === 'PASSWORD_EXPIRED') {
    const { userUuid, token } = registerParams(ctx.body);
    if (userUuid && token) {
      return {
        next: navigate(`/register/${encodeURIComponent(userUuid)}/${encodeURIComponent(token)}`, {
          autoLogin: true,
          ...(ctx.email === undefined ? {} : { email: ctx.email }),
        }),
        message: codeMessage('PASSWORD_EXPIRED', 'info'),
      };
    }
    return { next: { kind: 'stay' }, message: codeMessage('PASSWORD_EXPIRED', 'info') };
  }
  const backUrl =
    ctx.backUrl && isAllowedRedirect(ctx.backUrl, ctx.allowedRedirectOrigins) ? ctx.backUrl : undefined;
  return outcomeForError(error, backUrl === undefined ? {} : { after: { kind: 'external', url: backUrl } });
}

function registerParams(body: unknown): { userUuid?: string; token?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  return {
    ...(typeof record.user_uuid === 'string' ? { userUuid: record.user_uuid } : {}),
    ...(typeof record.token === 'string' ? { token: record.token } : {}),
  };
}
