import {
  CHANGE_SUCCESS,
  DEFAULT_PASSWORD_POLICY,
  decideChangeError,
  decideCheckWithLoginError,
  decideForgotError,
  decideRegisterError,
  FORGOT_SUCCESS,
  type PasswordPolicy,
  policyFromRestrictions,
  REGISTER_SUCCESS,
} from '@portal/contracts/flows';
import {
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  type Outcome,
  OutcomeSchema,
  type PasswordCheckResult,
  PasswordCheckResultSchema,
  PasswordCheckWithLoginInputSchema,
  PasswordPolicySchema,
  PasswordRestrictionsInputSchema,
  RegisterPasswordInputSchema,
} from '@portal/contracts/portal';
import { assertLoginAllowed, signIn, upstreamBotToken } from './login-reply';
import { csrfProcedure, router } from './trpc';

/** Spec sections 2, 5 and 8: forgot, change and register password, and the restriction checks. */
export const passwordRouter = router({
  forgot: csrfProcedure
    .input(ForgotPasswordInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const reset = await ctx.upstream.answer('resetPassword', {
        body: { email: input.email, recaptcha_token: upstreamBotToken(input.recaptcha_token, ctx) },
      });
      return reset.ok ? FORGOT_SUCCESS : decideForgotError(reset.refusal.error, reset.refusal.status);
    }),

  change: csrfProcedure
    .input(ChangePasswordInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }): Promise<Outcome> => {
      const changed = await ctx.upstream.answer('changePassword', {
        body: { ...input, recaptcha_token: upstreamBotToken(input.recaptcha_token, ctx) },
      });
      if (!changed.ok) return decideChangeError(changed.refusal.error);
      // A session opened with the old password (from /password/expired) ends: the user signs
      // in again with the new one at /, which a signed-in browser would skip.
      await ctx.services.sessions.end(ctx.req, ctx.reply);
      return CHANGE_SUCCESS;
    }),

  register: csrfProcedure
    .input(RegisterPasswordInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }) => {
      const { auto_login_email: email, ...body } = input;
      const registered = await ctx.upstream.answer('registerPassword', { body });
      if (!registered.ok) return decideRegisterError(registered.refusal.error);
      const deviceCode = registered.data.device_validation_code || undefined;
      if (deviceCode !== undefined) ctx.services.cookies.storeDeviceCode(ctx.reply, deviceCode);
      if (email === undefined) return REGISTER_SUCCESS;
      return signIn(
        ctx,
        { email, password: input.password },
        deviceCode ?? ctx.services.cookies.readDeviceCode(ctx.req),
      );
    }),

  /** The policy for an e-mail; the defaults when the upstream refuses (the server still enforces its own). */
  restrictions: csrfProcedure
    .input(PasswordRestrictionsInputSchema)
    .output(PasswordPolicySchema)
    .mutation(async ({ ctx, input }): Promise<PasswordPolicy> => {
      const policy = await ctx.upstream.answer('checkPasswordRestrictions', { body: { email: input.email } });
      return policy.ok ? policyFromRestrictions(policy.data) : DEFAULT_PASSWORD_POLICY;
    }),

  /** Spec section 8, "Password check with login": the policy for these credentials, or why not. */
  checkWithLogin: csrfProcedure
    .input(PasswordCheckWithLoginInputSchema)
    .output(PasswordCheckResultSchema)
    .mutation(async ({ ctx, input }) => {
      await assertLoginAllowed(ctx);
      const checked = await ctx.upstream.answer('checkPasswordRestrictionsWithLogin', { body: input });
      if (!checked.ok) return { ok: false, outcome: decideCheckWithLoginError(checked.refusal.error) };
      return { ok: true, policy: policyFromRestrictions(checked.data) } satisfies PasswordCheckResult;
    }),
});
