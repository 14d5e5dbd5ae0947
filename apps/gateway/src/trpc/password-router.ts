import {
  CHANGE_SUCCESS,
  ChangePasswordInputSchema,
  DEFAULT_PASSWORD_POLICY,
  decideChangeError,
  decideCheckWithLoginError,
  decideForgotError,
  decideRegisterError,
  FORGOT_SUCCESS,
  ForgotPasswordInputSchema,
  type Outcome,
  OutcomeSchema,
  type PasswordCheckResult,
  PasswordCheckResultSchema,
  PasswordCheckWithLoginInputSchema,
  type PasswordPolicy,
  PasswordPolicySchema,
  PasswordRestrictionsInputSchema,
  policyFromRestrictions,
  REGISTER_SUCCESS,
  RegisterPasswordInputSchema,
} from '@portal/contracts';
import { storeDeviceCode } from '../http/cookies';
import { isUpstreamError, type UpstreamError } from '../upstream/upstream-error';
import { signIn, upstreamBotToken } from './login-reply';
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
            body: { email: input.email, recaptcha_token: input.recaptcha_token },
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
      const registered = await answered<Outcome | undefined>(
        async () => {
          const { data } = await ctx.upstream.call('registerPassword', { body });
          if (data.device_validation_code) {
            storeDeviceCode(ctx.reply, data.device_validation_code, ctx.services.cookieSecure);
          }
          return undefined;
        },
        (error) => decideRegisterError(error.error),
      );
      if (registered) return registered;
      return email === undefined ? REGISTER_SUCCESS : signIn(ctx, { email, password: input.password });
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
    .mutation(({ ctx, input }) =>
      answered<PasswordCheckResult>(
        async () => {
          const { data } = await ctx.upstream.call('checkPasswordRestrictionsWithLogin', { body: input });
          return { ok: true, policy: policyFromRestrictions(data) };
        },
        (error) => ({ ok: false, outcome: decideCheckWithLoginError(error.error) }),
      ),
    ),
});
