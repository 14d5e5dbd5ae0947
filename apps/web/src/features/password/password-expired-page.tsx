import { passwordExpiry } from '@portal/contracts/flows';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthColumn } from '../../layouts/auth-layout';
import { SIGNED_IN_HOME } from '../../session/session';
import { useSessionInfo, visitorOf } from '../../session/use-session-info';
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

/**
 * /password/expired (spec sections 2 and 4): expires soon (days left) or expired; change now or
 * later. A signed-out visitor (a bookmark, an old tab) is offered only to sign in.
 */
export function PasswordExpiredPage() {
  const { t } = useTranslation('password');
  const location = useLocation();
  const expiry = passwordExpiry(stateOf(location.state).daysUntilExpire);
  const later = laterStep(stateOf(location.state));
  const session = useSessionInfo();
  const visitor = visitorOf(session);
  // The change form starts with the signed-in e-mail.
  const email = session?.email ?? null;

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
      {visitor === 'signed-out' ? (
        <div className="password-actions">
          <RouterLink to="/" className="btn btn-primary btn-lg">
            {t('expired.signIn')}
          </RouterLink>
        </div>
      ) : visitor === 'signed-in' ? (
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
      ) : null}
    </AuthColumn>
  );
}
