import type { PasswordPolicy } from '@portal/contracts/flows';
import {
  type ChangePasswordInput,
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  RegisterFormSchema,
} from '@portal/contracts/portal';
import type { z } from 'zod';
import { schemaValidator, type Validator } from '../../forms/schema-validator';
import { formRules, type PasswordFormValues, ruleErrors } from './password-form';

export type ChangeField = 'email' | 'old_password' | 'password' | 'password_confirmation';
export type RegisterField = 'password' | 'password_confirmation';
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

export const validateForgot = schemaValidator<typeof ForgotPasswordInputSchema, 'email'>(
  ForgotPasswordInputSchema,
);

/** A form's schema first (required, e-mail, 40), then section 5's rules against the current policy. */
function withRules<Out, Field extends string>(
  base: Validator<Out, Field>,
  context: () => { policy: PasswordPolicy; email?: string | undefined },
): Validator<Out, Field> {
  return (values) => {
    const result = base(values);
    const { policy, email } = context();
    const form = values as unknown as PasswordFormValues;
    const rules = ruleErrors(formRules({ ...form, ...(email === undefined ? {} : { email }) }, policy));
    const errors = { ...rules, ...(result.ok ? {} : result.errors) } as Partial<Record<Field, string>>;
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return result;
  };
}

export const changeValidator = (
  context: () => { policy: PasswordPolicy },
): Validator<ChangePasswordInput, ChangeField> =>
  withRules(
    schemaValidator<typeof ChangePasswordInputSchema, ChangeField>(ChangePasswordInputSchema),
    context,
  );

export const registerValidator = (
  context: () => { policy: PasswordPolicy; email?: string | undefined },
): Validator<RegisterFormValues, RegisterField> =>
  withRules(schemaValidator<typeof RegisterFormSchema, RegisterField>(RegisterFormSchema), context);
