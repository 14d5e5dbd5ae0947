import {
  allRulesPass,
  checkPasswordRules,
  type PasswordPolicy,
  type PasswordRuleResult,
} from '@portal/contracts/flows';

export interface PasswordFormValues {
  password: string;
  password_confirmation: string;
  /** Change password only. */
  old_password?: string;
  email?: string;
}

/** Section 5's rules for what the form holds now: the checklist shows them, the submit checks them. */
export function formRules(values: PasswordFormValues, policy: PasswordPolicy): PasswordRuleResult[] {
  const email = values.email?.trim();
  return checkPasswordRules({
    password: values.password,
    confirmation: values.password_confirmation,
    ...(values.old_password === undefined ? {} : { oldPassword: values.old_password }),
    ...(email ? { personal: [email] } : {}),
    policy,
  });
}

/** The field errors the rules give: the password when any rule but the confirmation fails. */
export function ruleErrors(
  rules: readonly PasswordRuleResult[],
): Partial<Record<'password' | 'password_confirmation', string>> {
  const errors: Partial<Record<'password' | 'password_confirmation', string>> = {};
  if (!allRulesPass(rules.filter((r) => r.id !== 'confirmationMatches'))) {
    errors.password = 'password:form.rulesNotMet';
  }
  if (rules.some((r) => r.id === 'confirmationMatches' && !r.passed)) {
    errors.password_confirmation = 'password:form.mismatch';
  }
  return errors;
}
