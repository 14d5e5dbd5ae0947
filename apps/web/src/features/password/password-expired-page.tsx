import { passwordExpiry } from '@portal/contracts/flows';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthColumn } from '../../layouts/auth-layout';
import { SIGNED_IN_HOME } from '../../session/session';
import { trpcClient } from '../../trpc/client';
import './password.css';

type ExpiredState = { daysUntilExpire?: unknown; device?: unknown };
const stateOf = (state: unknown): ExpiredState =>
  typeof state === 'object' && state !== null ? (state as ExpiredState) : {};

/** "Later" goes home, or first to device validation when the login also asked for it (rule 3). */
function laterStep(state: ExpiredState): { to: string; state?: unknown } {
  return typeof state.device === 'object' && state.device !== null
    ? { to: '/deviceValidation', state: state.device }
    : { to: SIGNED_IN_HOME };
}

/** /password/expired (spec sections 2 and 4): expires soon (days left) or expired; change now or later. */
export function PasswordExpiredPage() {
  const { t } = useTranslation('password');
  const location = useLocation();
  const expiry = passwordExpiry(stateOf(location.state).daysUntilExpire);
  const later = laterStep(stateOf(location.state));
  const [email, setEmail] = useState<string | null>(null);

  // The change form starts with the signed-in e-mail.
  useEffect(() => {
    let live = true;
    trpcClient.auth.session.query().then(
      (session) => live && setEmail(session.email),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const soon = expiry.kind === 'soon';
  return (
    <AuthColumn card>
      <h1>{soon ? t('expired.titleSoon') : t('expired.titleExpired')}</h1>
      {soon ? (
        <p className="password-days">
          {expiry.daysLeft === null ? t('expired.soon') : t('expired.daysLeft', { count: expiry.daysLeft })}
        </p>
      ) : null}
      <p className="auth-lead">{soon ? t('expired.soonLead') : t('expired.expiredLead')}</p>
      <div className="password-actions">
        <RouterLink
          to="/changePassword"
          state={email ? { email } : undefined}
          className="btn btn-primary btn-lg"
        >
          {t('expired.now')}
        </RouterLink>
        {soon ? (
          <RouterLink to={later.to} state={later.state} className="btn btn-outlined btn-lg">
            {t('expired.later')}
          </RouterLink>
        ) : null}
      </div>
    </AuthColumn>
  );
}
