import { useTranslation } from 'react-i18next';
import { MfaLayout } from './mfa-layout';
import { OtpForm } from './otp-form';
import { SignOutButton } from './sign-out-button';

/** /requiredMFA (spec section 2): the code of the authenticator app the user has set up. */
export function RequiredMfaPage() {
  const { t } = useTranslation('mfa');
  return (
    <MfaLayout>
      <h1>{t('required.title')}</h1>
      <p className="auth-lead">{t('required.lead')}</p>
      <OtpForm submitLabel={t('code.submit')} />
      <SignOutButton />
    </MfaLayout>
  );
}
