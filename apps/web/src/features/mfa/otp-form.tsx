import type { OtpInput } from '@portal/contracts/portal';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { outcomeOf, UNEXPECTED_OUTCOME } from '../../flows/execute-outcome';
import { FormError } from '../../forms/form-error';
import { useFormOutcome } from '../../forms/use-form-outcome';
import { useSchemaForm } from '../../forms/use-schema-form';
import { dismissAll } from '../../messages/messages-store';
import { trpcClient } from '../../trpc/client';

const loadValidator = () => import('./otp-validation').then((m) => m.validateOtp);

interface Props {
  submitLabel: string;
  /** On /configurationMFA: a wrong code keeps the QR and key on the page (ASSUMPTION A-53). */
  enrolment?: boolean;
}

/** The 6-digit code field and its button, shared by /requiredMFA and /configurationMFA. */
export function OtpForm({ submitLabel, enrolment = false }: Props) {
  const { t } = useTranslation('mfa');
  const { execute, formError, clearFormError } = useFormOutcome();
  const formErrorId = useId();
  const form = useSchemaForm<'otp', OtpInput>({ defaults: { otp: '' }, loadValidator });
  const { errors, submitting: busy } = form;

  const send = async (values: OtpInput) => {
    const outcome = await outcomeOf(() =>
      trpcClient.mfa.submitCode.mutate(enrolment ? { ...values, enrolment } : values),
    );
    // A wrong code's alert must not follow the user onto the next page.
    if (outcome.message === undefined) dismissAll();
    await execute(outcome);
    // Selected, so typing the next code replaces the refused one.
    if (outcome.message?.severity === 'error') form.focus('otp', true);
  };
  const submit = form.handleSubmit(send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormError();
    submit(event).catch(() => execute(UNEXPECTED_OUTCOME));
  };

  return (
    <form className="mfa-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <FormError error={formError} id={formErrorId} />
      <TextField
        field={form.field('otp')}
        error={errors.otp}
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        readOnly={busy}
        describedBy={formError ? formErrorId : undefined}
        onUse={form.prefetch}
      />
      <SubmitButton busy={busy} label={submitLabel} busyLabel={t('code.submitting')} />
    </form>
  );
}
