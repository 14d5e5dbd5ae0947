import { LIMITS } from '@portal/contracts/limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Spinner } from '../../components/spinner';
import { AuthColumn } from '../../layouts/auth-layout';
import { readSession } from '../../session/session';
import { useLogout } from '../../session/use-logout';
import { useCountdown } from './countdown';
import './sso.css';

/**
 * /ssoLogout (spec section 2): a single-sign-on user who arrives signed in is logged out through
 * single sign-on first (and comes back here); then the success message, a 15-second countdown to
 * the login page, and a button to go at once.
 */
export function SsoLogoutPage() {
  const { t } = useTranslation('sso');
  const navigateTo = useNavigate();
  const { logout } = useLogout();
  const [phase, setPhase] = useState<'checking' | 'signed-out'>('checking');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void readSession(false).then(async (session) => {
      // A logout that leaves for the identity provider unloads this page; one that ends here (the
      // upstream failed, or its address is off the allow-list) must not leave the spinner on.
      if (session.authenticated) await logout();
      setPhase('signed-out');
    });
  }, [logout]);
  const left = useCountdown(LIMITS.logoutRedirectCountdownS, phase === 'signed-out', () => navigateTo('/'));

  if (phase === 'checking') {
    return (
      <AuthColumn card>
        <h1>{t('logoutTitle')}</h1>
        <div className="federated-progress">
          <Spinner size="lg" label={t('loggingOut')} />
        </div>
      </AuthColumn>
    );
  }
  return (
    <AuthColumn card>
      <div className="sso-logout">
        <h1>{t('logoutTitle')}</h1>
        <div className="alert alert-success" role="status">
          <span className="alert-text">{t('logoutSuccess')}</span>
        </div>
        <p className="sso-countdown" aria-live="off">
          {t('countdown', { count: left })}
        </p>
        {/* The wait drawn as well as counted; the sentence above is what assistive technology reads. */}
        <div className="sso-countdown-bar" aria-hidden>
          <span style={{ width: `${(left / LIMITS.logoutRedirectCountdownS) * 100}%` }} />
        </div>
        <RouterLink to="/" className="btn btn-primary btn-lg">
          {t('goToLogin')}
        </RouterLink>
      </div>
    </AuthColumn>
  );
}
