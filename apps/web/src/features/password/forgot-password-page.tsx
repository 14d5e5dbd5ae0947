import type { ForgotPasswordInput } from '@portal/contracts/portal';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { outcomeOf, UNEXPECTED_OUTCOME } from '../../flows/execute-outcome';
import { FormError } from '../../forms/form-error';
import { useFormOutcome } from '../../forms/use-form-outcome';
import { useSchemaForm } from '../../forms/use-schema-form';
import { AuthColumn } from '../../layouts/auth-layout';
import { dismissAll } from '../../messages/messages-store';
import { trpcClient } from '../../trpc/client';
import './password.css';

const loadValidator = () => import('./password-validation').then((m) => m.validateForgot);

/** /forgotPassword (spec sections 2 and 8): the e-mail, then "check your e-mail" and back to /. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password');
  const { execute, formError, clearFormError } = useFormOutcome();
  const form = useSchemaForm<'email', ForgotPasswordInput>({ defaults: { email: '' }, loadValidator });
  const busy = form.submitting;

  const send = async (values: ForgotPasswordInput) => {
    const outcome = await outcomeOf(() => trpcClient.password.forgot.mutate(values));
    dismissAll();
    await execute(outcome);
  };
  const submit = form.handleSubmit(send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormError();
    submit(event).catch(() => execute(UNEXPECTED_OUTCOME));
  };

  return (
    <AuthColumn card>
      <h1>{t('forgot.title')}</h1>
      <p className="auth-lead">{t('forgot.lead')}</p>
      <form className="password-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormError error={formError} focus />
        <TextField
          field={form.field('email')}
          error={form.errors.email}
          label={t('common.email')}
          type="email"
          autoComplete="username"
          readOnly={busy}
          onUse={form.prefetch}
        />
        <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
        <RouterLink to="/" className="link link-sm password-back">
          {t('common.backToSignIn')}
        </RouterLink>
      </form>
    </AuthColumn>
  );
}
