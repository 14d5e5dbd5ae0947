import { type FormEvent, useCallback, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { SubmitButton } from '../../components/spinner';
import { outcomeOf, UNEXPECTED_OUTCOME } from '../../flows/execute-outcome';
import { FormError } from '../../forms/form-error';
import { useFormOutcome } from '../../forms/use-form-outcome';
import { useSchemaForm } from '../../forms/use-schema-form';
import { AuthColumn } from '../../layouts/auth-layout';
import { dismissAll } from '../../messages/messages-store';
import { trpcClient } from '../../trpc/client';
import { PasswordChecklist } from './password-checklist';
import { formRules } from './password-form';
import { PasswordInput } from './password-input';
import type { RegisterField, RegisterFormValues } from './password-validation';
import { usePasswordPolicy } from './use-password-policy';
import './password.css';

/** What a PASSWORD_EXPIRED login left in the navigation state: auto-login and the e-mail. */
function expiredLogin(state: unknown): { autoLogin: boolean; email: string | undefined } {
  if (typeof state !== 'object' || state === null) return { autoLogin: false, email: undefined };
  const record = state as Record<string, unknown>;
  const email = typeof record.email === 'string' && record.email !== '' ? record.email : undefined;
  return { autoLogin: record.autoLogin === true && email !== undefined, email };
}

/** /register/{userUuid}/{token} (spec sections 2 and 8): a new password through a link. */
export function RegisterPage() {
  const { t } = useTranslation('password');
  const { userUuid = '', token = '' } = useParams();
  const location = useLocation();
  const { autoLogin, email } = expiredLogin(location.state);
  const { execute, formError, clearFormError } = useFormOutcome();
  const checklistId = useId();
  const { policy, policyRef, loadForEmail } = usePasswordPolicy();
  const loadValidator = useCallback(
    () =>
      import('./password-validation').then((m) =>
        m.registerValidator(() => ({ policy: policyRef.current, email })),
      ),
    [policyRef, email],
  );
  const form = useSchemaForm<RegisterField, RegisterFormValues>({
    defaults: { password: '', password_confirmation: '' },
    loadValidator,
  });
  const { values, errors, submitting: busy } = form;
  const rules = formRules({ ...values, ...(email === undefined ? {} : { email }) }, policy);

  useEffect(() => {
    if (email !== undefined) loadForEmail(email);
  }, [email, loadForEmail]);

  const register = async (input: RegisterFormValues) => {
    const outcome = await outcomeOf(() =>
      trpcClient.password.register.mutate({
        ...input,
        user_uuid: userUuid,
        token,
        ...(autoLogin && email !== undefined ? { auto_login_email: email } : {}),
      }),
    );
    dismissAll();
    await execute(outcome);
  };
  const submit = form.handleSubmit(register);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormError();
    submit(event).catch(() => execute(UNEXPECTED_OUTCOME));
  };

  return (
    <AuthColumn card>
      <h1>{t('register.title')}</h1>
      <p className="auth-lead">{t('register.lead')}</p>
      {email === undefined ? null : <p className="password-account">{email}</p>}
      <form className="password-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormError error={formError} focus />
        {/* Lets password managers file the new password under the right account. */}
        {email === undefined ? null : (
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        <PasswordInput
          field={form.field('password')}
          error={errors.password}
          label={t('register.password')}
          autoComplete="new-password"
          readOnly={busy}
          describedBy={checklistId}
          onUse={form.prefetch}
        />
        <PasswordInput
          field={form.field('password_confirmation')}
          error={errors.password_confirmation}
          label={t('register.confirmation')}
          autoComplete="new-password"
          readOnly={busy}
        />
        <PasswordChecklist id={checklistId} rules={rules} started={values.password !== ''} />
        <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
        <RouterLink to="/" className="link link-sm password-back">
          {t('common.backToSignIn')}
        </RouterLink>
      </form>
    </AuthColumn>
  );
}
