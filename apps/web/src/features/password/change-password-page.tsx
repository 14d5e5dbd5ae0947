import type { ChangePasswordInput } from '@portal/contracts/portal';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { SubmitButton } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { outcomeOf, UNEXPECTED_OUTCOME } from '../../flows/execute-outcome';
import { useBotCheck } from '../../forms/bot-check';
import { FormError } from '../../forms/form-error';
import { useFormOutcome } from '../../forms/use-form-outcome';
import { useSchemaForm } from '../../forms/use-schema-form';
import { AuthColumn } from '../../layouts/auth-layout';
import { dismissAll } from '../../messages/messages-store';
import { trpcClient } from '../../trpc/client';
import { PasswordChecklist } from './password-checklist';
import { formRules } from './password-form';
import { PasswordInput } from './password-input';
import type { ChangeField } from './password-validation';
import { usePasswordPolicy } from './use-password-policy';
import './password.css';

const stateEmail = (state: unknown): string =>
  typeof state === 'object' && state !== null && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';

/** /changePassword (spec sections 2, 3 and 8): e-mail, current password, new password twice. */
export function ChangePasswordPage() {
  const { t } = useTranslation('password');
  const location = useLocation();
  const { execute, formError, clearFormError } = useFormOutcome();
  const checklistId = useId();
  const { policy, policyRef, checkWithLogin } = usePasswordPolicy();
  const loadValidator = useCallback(
    () =>
      import('./password-validation').then((m) => m.changeValidator(() => ({ policy: policyRef.current }))),
    [policyRef],
  );
  const form = useSchemaForm<ChangeField, ChangePasswordInput>({
    defaults: {
      email: stateEmail(location.state),
      old_password: '',
      password: '',
      password_confirmation: '',
    },
    loadValidator,
  });
  const { values, errors, submitting: busy } = form;
  // Spec section 5: the bot check guards change-password as it guards the login.
  const botToken = useBotCheck('change_password');
  const rules = formRules(values, policy);

  // Once the e-mail and the current password are there, the server says which rules apply.
  // Its error shows in the form without taking focus: the user is moving on to the next field.
  const [errorTakesFocus, setErrorTakesFocus] = useState(false);
  const check = () => {
    checkWithLogin(values.email, values.old_password).then((outcome) => {
      if (!outcome) return undefined;
      setErrorTakesFocus(false);
      return execute(outcome);
    });
  };

  const change = async (input: ChangePasswordInput) => {
    const recaptchaToken = await botToken();
    const outcome = await outcomeOf(() =>
      trpcClient.password.change.mutate({ ...input, recaptcha_token: recaptchaToken }),
    );
    dismissAll();
    setErrorTakesFocus(true);
    await execute(outcome);
  };
  const submit = form.handleSubmit(change);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormError();
    submit(event).catch(() => execute(UNEXPECTED_OUTCOME));
  };

  return (
    <AuthColumn card>
      <h1>{t('change.title')}</h1>
      <p className="auth-lead">{t('change.lead')}</p>
      <form className="password-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormError error={formError} focus={errorTakesFocus} />
        <TextField
          field={form.field('email')}
          error={errors.email}
          label={t('common.email')}
          type="email"
          autoComplete="username"
          readOnly={busy}
          onUse={form.prefetch}
          onBlur={check}
        />
        <PasswordInput
          field={form.field('old_password')}
          error={errors.old_password}
          label={t('change.oldPassword')}
          autoComplete="current-password"
          readOnly={busy}
          onBlur={check}
        />
        <PasswordInput
          field={form.field('password')}
          error={errors.password}
          label={t('change.password')}
          autoComplete="new-password"
          readOnly={busy}
          describedBy={checklistId}
          onFocus={check}
        />
        <PasswordInput
          field={form.field('password_confirmation')}
          error={errors.password_confirmation}
          label={t('change.confirmation')}
          autoComplete="new-password"
          readOnly={busy}
        />
        <PasswordChecklist id={checklistId} rules={rules} started={values.password !== ''} />
        <SubmitButton busy={busy} label={t('change.submit')} busyLabel={t('change.submitting')} />
        <RouterLink to="/" className="link link-sm password-back">
          {t('common.backToSignIn')}
        </RouterLink>
      </form>
    </AuthColumn>
  );
}
