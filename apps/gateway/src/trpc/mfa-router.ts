import { decideAfterOtp, decideOtpError, decideTotpQrError } from '@portal/contracts/flows';
import {
  OtpInputSchema,
  type Outcome,
  OutcomeSchema,
  type TotpSetupResult,
  TotpSetupResultSchema,
} from '@portal/contracts/portal';
import { totpSetupOf } from './totp-qr';
import { router, sessionMutation, sessionProcedure } from './trpc';

export const mfaRouter = router({
  /** /configurationMFA: GET /totp_qrcode, with the QR drawn here. */
  totpSetup: sessionProcedure
    .output(TotpSetupResultSchema)
    .query(async ({ ctx }): Promise<TotpSetupResult> => {
      const qr = await ctx.upstream.answer('totpQrcode');
      // Decided here rather than by the 401 middleware: a wrong-user 404 and the spec's own
      // rules decide, and only a refused token ends the session (through the outcome).
      if (!qr.ok) return { ok: false, outcome: decideTotpQrError(qr.refusal.status, qr.refusal.error) };
      const setup = await totpSetupOf(qr.data.totp_uri);
      if (setup !== undefined) return { ok: true, setup };
      ctx.req.log.warn('the upstream TOTP URI is not an otpauth://totp URI with a secret');
      return { ok: false, outcome: decideTotpQrError(undefined, undefined) };
    }),

  /** /requiredMFA and /configurationMFA: POST /login_otp, then spec section 4 "Multi-factor code success". */
  submitCode: sessionMutation
    .input(OtpInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const { cookies } = ctx.services;
      const verified = await ctx.upstream.answer('loginOtp', { body: { otp: input.otp } });
      // USER_OTP_INVALID answers 401: a wrong code, not a dead session, so it must not reach
      // the middleware that drops the session on any upstream 401.
      if (!verified.ok) {
        return decideOtpError(verified.refusal.status, verified.refusal.error, {
          enrolment: input.enrolment === true,
        });
      }
      cookies.replaceToken(ctx.req, ctx.reply, verified.data.access_token);
      const decision = decideAfterOtp(verified.data);
      if (decision.storeDeviceCode !== undefined) {
        cookies.storeDeviceCode(ctx.reply, decision.storeDeviceCode);
      }
      return decision.outcome;
    }),
});
