import { decideAfterOtp, decideOtpError, decideTotpQrError } from '@portal/contracts/flows';
import {
  OtpInputSchema,
  type Outcome,
  OutcomeSchema,
  type TotpSetupResult,
  TotpSetupResultSchema,
} from '@portal/contracts/portal';
import { isUpstreamError } from '../upstream/upstream-error';
import { totpSetupOf } from './totp-qr';
import { router, sessionMutation, sessionProcedure } from './trpc';

export const mfaRouter = router({
  /** /configurationMFA: GET /totp_qrcode, with the QR drawn here. */
  totpSetup: sessionProcedure
    .output(TotpSetupResultSchema)
    .query(async ({ ctx }): Promise<TotpSetupResult> => {
      try {
        const { data } = await ctx.upstream.call('totpQrcode');
        const setup = await totpSetupOf(data.totp_uri);
        if (setup !== undefined) return { ok: true, setup };
        ctx.req.log.warn('the upstream TOTP URI is not an otpauth://totp URI with a secret');
        return { ok: false, outcome: decideTotpQrError(undefined, undefined) };
      } catch (error) {
        // Caught here rather than by the 401 middleware: a wrong-user 404 and the spec's own
        // rules decide, and only a refused token ends the session (through the outcome).
        if (isUpstreamError(error) && error.kind === 'http') {
          return { ok: false, outcome: decideTotpQrError(error.status, error.error) };
        }
        throw error;
      }
    }),

  /** /requiredMFA and /configurationMFA: POST /login_otp, then spec section 4 "Multi-factor code success". */
  submitCode: sessionMutation
    .input(OtpInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const { cookies } = ctx.services;
      try {
        const { data } = await ctx.upstream.call('loginOtp', { body: { otp: input.otp } });
        cookies.replaceToken(ctx.req, ctx.reply, data.access_token);
        const decision = decideAfterOtp(data);
        if (decision.storeDeviceCode !== undefined) {
          cookies.storeDeviceCode(ctx.reply, decision.storeDeviceCode);
        }
        return decision.outcome;
      } catch (error) {
        // USER_OTP_INVALID answers 401: a wrong code, not a dead session, so it must not reach
        // the middleware that drops the session on any upstream 401.
        if (isUpstreamError(error) && error.kind === 'http') return decideOtpError(error.status, error.error);
        throw error;
      }
    }),
});
