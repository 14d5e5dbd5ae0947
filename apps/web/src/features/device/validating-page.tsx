import { LIMITS } from '@portal/contracts/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { AuthColumn } from '../../layouts/auth-layout';
import { SIGNED_IN_HOME } from '../../session/session';
import './device.css';

/** /validating (spec section 2): a spinner for 2 s, then the success message, then the environments after 1 s. */
export function ValidatingPage() {
  const { t } = useTranslation('device');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDone(true), LIMITS.validatingSpinnerMs);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(SIGNED_IN_HOME, { replace: true }), LIMITS.validatingRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <AuthColumn card>
      <div className="device-step validating">
        <h1>{t('validating.title')}</h1>
        <div role="status" className="validating-done">
          {done ? (
            <>
              <span className="validating-check">
                <CheckIcon />
              </span>
              <p className="validating-done-text">{t('validating.done')}</p>
              <p className="auth-lead">{t('validating.redirect')}</p>
            </>
          ) : (
            <Spinner size="lg" label={t('validating.busy')} />
          )}
        </div>
      </div>
    </AuthColumn>
  );
}
