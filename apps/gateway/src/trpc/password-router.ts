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
import { isUpstreamError, type UpstreamError } from '../upstream/upstream-error';
import { assertLoginAllowed, signIn, upstreamBotToken } from './login-reply';
import { csrfProcedure, router } from './trpc';

/** Runs an upstream call; an error the upstream answered becomes `onHttpError`'s result, others propagate. */
async function answered<T>(call: () => Promise<T>, onHttpError: (error: UpstreamError) => T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUpstreamError(error) && error.kind === 'http') return onHttpError(error);
    throw error;
  }
}

/** Spec sections 2, 5 and 8: forgot, change and register password, and the restriction checks. */
export const passwordRouter = router({
  forgot: csrfProcedure
    .input(ForgotPasswordInputSchema)
    .output(OutcomeSchema)
    .mutation(({ ctx, input }) =>
      answered<Outcome>(
        async () => {
          await ctx.upstream.call('resetPassword', {
            body: { email: input.email, recaptcha_token: upstreamBotToken(input.recaptcha_token, ctx) },
          });
          return FORGOT_SUCCESS;
        },
        (error) => decideForgotError(error.error, error.status),
      ),
    ),

  change: csrfProcedure
    .input(ChangePasswordInputSchema)
    .output(OutcomeSchema)
    .mutation(({ ctx, input }) =>
      answered<Outcome>(
        async () => {
          await ctx.upstream.call('changePassword', {
            body: { ...input, recaptcha_token: upstreamBotToken(input.recaptcha_token, ctx) },
          });
          // A session opened with the old password (from /password/expired) ends: the user signs
          // in again with the new one at /, which a signed-in browser would skip.
          ctx.services.cookies.clearSession(ctx.reply);
          return CHANGE_SUCCESS;
        },
        (error) => decideChangeError(error.error),
      ),
    ),

  register: csrfProcedure
    .input(RegisterPasswordInputSchema)
    .output(OutcomeSchema)
    .mutation(async ({ ctx, input }) => {
      const { auto_login_email: email, ...body } = input;
      let deviceCode: string | undefined;
      const registered = await answered<Outcome | undefined>(
        async () => {
          const { data } = await ctx.upstream.call('registerPassword', { body });
          if (data.device_validation_code) {
            deviceCode = data.device_validation_code;
            ctx.services.cookies.storeDeviceCode(ctx.reply, deviceCode);
          }
          return undefined;
        },
        (error) => decideRegisterError(error.error),
      );
      if (registered) return registered;
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
    .mutation(({ ctx, input }) =>
      answered<PasswordPolicy>(
        async () => {
          const { data } = await ctx.upstream.call('checkPasswordRestrictions', {
            body: { email: input.email },
          });
          return policyFromRestrictions(data);
        },
        () => DEFAULT_PASSWORD_POLICY,
      ),
    ),

  /** Spec section 8, "Password check with login": the policy for these credentials, or why not. */
  checkWithLogin: csrfProcedure
    .input(PasswordCheckWithLoginInputSchema)
    .output(PasswordCheckResultSchema)
    .mutation(async ({ ctx, input }) => {
      await assertLoginAllowed(ctx);
      return answered<PasswordCheckResult>(
        async () => {
          const { data } = await ctx.upstream.call('checkPasswordRestrictionsWithLogin', { body: input });
          return { ok: true, policy: policyFromRestrictions(data) };
        },
        (error) => ({ ok: false, outcome: decideCheckWithLoginError(error.error) }),
      );
    }),
});
