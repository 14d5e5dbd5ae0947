import { LIMITS } from '@portal/contracts/limits';
import type { DevicePinType } from '@portal/contracts/portal';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ArrowBackIcon, EyeIcon, EyeOffIcon, KeyIcon, MailIcon } from '../../components/icons';
import { Spinner, SubmitButton } from '../../components/spinner';
import { useExecuteOutcome } from '../../flows/use-execute-outcome';
import { FormError } from '../../forms/form-error';
import { useFormOutcome } from '../../forms/use-form-outcome';
import { AuthColumn } from '../../layouts/auth-layout';
import { trpcClient } from '../../trpc/client';
import './device.css';
import { readDeviceState } from './navigation-state';
import { resendSecondsLeft, useResendCountdown } from './resend-countdown';

const NS = 'device';
const onlyDigits = (value: string): string => value.replace(/\D/g, '').slice(0, LIMITS.pinLength);

interface ChooseProps {
  email: string | null;
  offerEmail: boolean;
  sending: boolean;
  onEmail: () => void;
  onAdmin: () => void;
}

/** Spec section 2: the choose step; the e-mail token is hidden for a fictitious e-mail. */
function ChooseStep({ email, offerEmail, sending, onEmail, onAdmin }: ChooseProps) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLHeadingElement>(null);
  // Back from the PIN step the clicked button is gone: keep keyboard focus on this step.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <div className="device-step">
      <div>
        <h1 ref={heading} tabIndex={-1}>
          {t('choose.title')}
        </h1>
        <p className="auth-lead">{t('choose.lead')}</p>
      </div>
      <div className="device-options">
        {offerEmail ? (
          <button
            type="button"
            className="device-option"
            aria-disabled={sending || undefined}
            onClick={sending ? undefined : onEmail}
          >
            <span className="device-option-icon">{sending ? <Spinner /> : <MailIcon />}</span>
            <span className="device-option-text">
              <span className="device-option-title">{sending ? t('pin.sending') : t('choose.email')}</span>
              <span className="device-option-hint">
                {email ? t('choose.emailHint', { email }) : t('choose.emailHintNoAddress')}
              </span>
            </span>
          </button>
        ) : null}
        <button type="button" className="device-option" onClick={onAdmin}>
          <span className="device-option-icon">
            <KeyIcon />
          </span>
          <span className="device-option-text">
            <span className="device-option-title">{t('choose.admin')}</span>
            <span className="device-option-hint">{t('choose.adminHint')}</span>
          </span>
        </button>
      </div>
    </div>
  );
}

interface PinProps {
  method: DevicePinType;
  email: string | null;
  sentAt: number | null;
  sending: boolean;
  onResend: () => void;
  onSwitch: () => void;
}

/** Spec sections 2 and 5: 6 numeric characters, validate disabled until 6, show/hide, resend. */
function PinStep({ method, email, sentAt, sending, onResend, onSwitch }: PinProps) {
  const { t } = useTranslation(NS);
  const { execute, executeError, formError, clearFormError } = useFormOutcome();
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const secondsLeft = useResendCountdown(method === 'email_pin' ? sentAt : null);
  const complete = pin.length === LIMITS.pinLength;

  useEffect(() => input.current?.focus(), []);

  const validate = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    clearFormError();
    setBusy(true);
    try {
      const outcome = await trpcClient.device.validatePin.mutate({ validation_type: method, pin });
      await execute(outcome);
      if (outcome.next.kind === 'stay') {
        // A wrong code: start over in the same field (the error stays in the form).
        setPin('');
        input.current?.focus();
      }
    } catch (error) {
      await executeError(error);
    } finally {
      setBusy(false);
    }
  };

  const lead =
    method === 'adm_pin'
      ? t('pin.leadAdmin')
      : email
        ? t('pin.leadEmail', { email })
        : t('pin.leadEmailNoAddress');
  return (
    <form className="device-step" noValidate onSubmit={validate} aria-busy={busy}>
      <div>
        <h1 tabIndex={-1}>{t('pin.title')}</h1>
        <p className="auth-lead">{lead}</p>
      </div>
      <FormError error={formError} id={`${id}-error`} />
      <div className="field">
        <label htmlFor={id} className="field-label">
          {t('pin.label')}
        </label>
        <div className="input device-pin">
          <input
            ref={input}
            id={id}
            name="pin"
            type={shown ? 'text' : 'password'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={LIMITS.pinLength}
            value={pin}
            readOnly={busy}
            aria-describedby={formError ? `${id}-error ${id}-help` : `${id}-help`}
            onChange={(event) => setPin(onlyDigits(event.target.value))}
          />
          <button
            type="button"
            className="btn btn-plain btn-icon"
            aria-label={shown ? t('pin.hide') : t('pin.show')}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? <EyeOffIcon fontSize="sm" /> : <EyeIcon fontSize="sm" />}
          </button>
        </div>
        <p id={`${id}-help`} className="field-help">
          {t('pin.help')}
        </p>
      </div>
      <SubmitButton
        busy={busy}
        disabled={!complete}
        label={t('pin.validate')}
        busyLabel={t('pin.validating')}
      />
      {method === 'email_pin' ? (
        <div className="device-resend">
          <p>{t('pin.notReceived')}</p>
          <button
            type="button"
            className="link link-button"
            disabled={secondsLeft > 0 || sending}
            onClick={onResend}
          >
            {sending
              ? t('pin.sending')
              : secondsLeft > 0
                ? t('pin.resendIn', { count: secondsLeft })
                : t('pin.resend')}
          </button>
        </div>
      ) : null}
      <button type="button" className="btn btn-plain device-switch" onClick={onSwitch}>
        <ArrowBackIcon fontSize="sm" />
        {t('pin.switchMethod')}
      </button>
    </form>
  );
}

/** /deviceValidation (spec sections 2, 4, 5 and 8): choose a token, then enter it. */
export function DeviceValidationPage() {
  const location = useLocation();
  const { email, fictitiousEmail } = readDeviceState(location.state);
  const { execute, executeError } = useExecuteOutcome();
  const [method, setMethod] = useState<DevicePinType | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (): Promise<boolean> => {
    setSending(true);
    try {
      const outcome = await trpcClient.device.sendPin.mutate({ validation_type: 'email_pin' });
      if (outcome.sent) setSentAt(Date.now());
      await execute(outcome);
      return outcome.sent;
    } catch (error) {
      await executeError(error);
      return false;
    } finally {
      setSending(false);
    }
  };
  const chooseEmail = async () => {
    // Back from the other method within the wait: the token already sent is still the one to type.
    if (resendSecondsLeft(sentAt, Date.now()) > 0 || (await send())) setMethod('email_pin');
  };

  return (
    <AuthColumn card>
      {method === null ? (
        <ChooseStep
          email={email}
          offerEmail={!fictitiousEmail}
          sending={sending}
          onEmail={() => void chooseEmail()}
          onAdmin={() => setMethod('adm_pin')}
        />
      ) : (
        <PinStep
          key={method}
          method={method}
          email={email}
          sentAt={sentAt}
          sending={sending}
          onResend={() => void send()}
          onSwitch={() => setMethod(null)}
        />
      )}
    </AuthColumn>
  );
}
