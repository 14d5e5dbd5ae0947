import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { MfaLayout } from './mfa-layout';
import { OtpForm } from './otp-form';
import { SecretKey } from './secret-key';
import { SignOutButton } from './sign-out-button';
import { useTotpSetup } from './use-totp-setup';

/** /configurationMFA (spec section 2): scan the QR (or type the key), then prove it with a code. */
export function ConfigurationMfaPage() {
  const { t } = useTranslation('mfa');
  const { state, retry } = useTotpSetup();
  return (
    <MfaLayout>
      <h1>{t('setup.title')}</h1>
      <p className="auth-lead">{t('setup.lead')}</p>
      <ol className="mfa-steps">
        <li>{t('setup.install')}</li>
        <li>
          {t('setup.scan')}
          {state.kind === 'loading' ? (
            <div className="mfa-qr mfa-qr-pending">
              <Spinner size="lg" label={t('setup.loading')} />
            </div>
          ) : null}
          {state.kind === 'failed' ? (
            <div className="mfa-qr mfa-qr-pending">
              <button type="button" className="btn btn-outlined" onClick={retry}>
                {t('setup.retry')}
              </button>
            </div>
          ) : null}
          {state.kind === 'ready' ? (
            <>
              <img
                className="mfa-qr"
                src={state.setup.qrDataUrl}
                width={200}
                height={200}
                alt={t('setup.qrAlt', { account: state.setup.account })}
              />
              <p className="mfa-manual">{t('setup.manual')}</p>
              <SecretKey secret={state.setup.secret} />
            </>
          ) : null}
        </li>
        <li>
          {t('setup.enterCode')}
          <OtpForm submitLabel={t('setup.submit')} enrolment />
        </li>
      </ol>
      <SignOutButton />
    </MfaLayout>
  );
}
