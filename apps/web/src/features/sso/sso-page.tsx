import type { SsoLoginInput } from '@portal/contracts/portal';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { SubmitButton } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { outcomeOf, UNEXPECTED_OUTCOME } from '../../flows/execute-outcome';
import { FormError } from '../../forms/form-error';
import { useFormOutcome } from '../../forms/use-form-outcome';
import { useSchemaForm } from '../../forms/use-schema-form';
import { AuthColumn } from '../../layouts/auth-layout';
import { dismissAll } from '../../messages/messages-store';
import { trpcClient } from '../../trpc/client';
import './sso.css';
import { startSsoInThisTab } from './sso-tab-nonce';

const loadValidator = () => import('./sso-validation').then((m) => m.validateSso);

/**
 * /sso/{domain?}: corporate single sign-on with the environment code an administrator gave the
 * user (prefilled from the address). The gateway answers with the identity provider's address;
 * single-sign-on errors come back here with their message.
 */
export function SsoPage() {
  const { t } = useTranslation('sso');
  const { domain } = useParams();
  const { execute, formError, clearFormError } = useFormOutcome();
  const formErrorId = useId();
  const form = useSchemaForm<'domain', SsoLoginInput>({ defaults: { domain: domain ?? '' }, loadValidator });
  const { errors } = form;

  const start = async (values: SsoLoginInput) => {
    const tabNonce = startSsoInThisTab();
    const outcome = await outcomeOf(() =>
      trpcClient.federated.ssoLogin.mutate(tabNonce === undefined ? values : { ...values, tabNonce }),
    );
    dismissAll();
    await execute(outcome);
    if (outcome.next.kind === 'stay') form.focus('domain', true);
  };
  // An address with the code (/sso/ACME, the link an administrator hands out) starts at once.
  const autoStarted = useRef(false);
  const [starting, setStarting] = useState(domain !== undefined && domain.trim() !== '');
  useEffect(() => {
    if (autoStarted.current || !domain?.trim()) return;
    autoStarted.current = true;
    void start({ domain: domain.trim() }).finally(() => setStarting(false));
  });
  const submit = form.handleSubmit(start);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormError();
    submit(event).catch(() => execute(UNEXPECTED_OUTCOME));
  };
  const busy = form.submitting || starting;
  return (
    <AuthColumn card>
      <h1>{t('title')}</h1>
      <p className="auth-lead">{t('lead')}</p>
      <form className="sso-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <FormError error={formError} id={formErrorId} />
        <TextField
          field={form.field('domain')}
          error={errors.domain}
          label={t('domain')}
          autoComplete="organization"
          readOnly={busy}
          describedBy={formError ? formErrorId : undefined}
          onUse={form.prefetch}
        />
        <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
        <RouterLink to="/" className="link link-sm sso-back">
          {t('backToLogin')}
        </RouterLink>
      </form>
    </AuthColumn>
  );
}
