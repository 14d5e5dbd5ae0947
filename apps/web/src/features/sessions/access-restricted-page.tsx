import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatReleaseTime } from '../../i18n/format';
import { AuthColumn } from '../../layouts/auth-layout';
import { useLogout } from '../../session/use-logout';
import { useSessionInfo, visitorOf } from '../../session/use-session-info';
import { ClockIcon, LockIcon } from './icons';
import { readRestriction } from './navigation-state';
import './sessions.css';

/**
 * /accessRestricted (spec section 2): "You are not authorized to access now", the address the
 * upstream saw and, for a schedule, when access opens again on the user's own clock. A public
 * route in the authentication layout (plain CSS, decision 008); the data survives a reload. Its
 * actions follow the visitor: signed in, back and log out; signed out, only sign in.
 */
export function AccessRestrictedPage() {
  const { t, i18n } = useTranslation('sessions');
  const location = useLocation();
  const { logout, loggingOut } = useLogout();
  const visitor = visitorOf(useSessionInfo());
  const [restriction] = useState(() => readRestriction(location.state));
  const release =
    restriction.releaseTime === null
      ? undefined
      : formatReleaseTime(restriction.releaseTime, i18n.resolvedLanguage ?? i18n.language);
  const Icon = restriction.type === 'SCHEDULE' ? ClockIcon : LockIcon;
  const reason =
    restriction.type === 'IP'
      ? t('restricted.byIp')
      : restriction.type === 'SCHEDULE'
        ? t('restricted.bySchedule')
        : t('restricted.byAdministrator');

  return (
    <AuthColumn card>
      <div className="sessions-restricted">
        <span className="sessions-badge">
          <Icon />
        </span>
        <h1>{t('restricted.title')}</h1>
        <p className="sessions-restricted-lead">{t('restricted.lead')}</p>
        <p className="auth-lead">{reason}</p>
        {restriction.ip !== null || release !== undefined ? (
          <dl className="sessions-facts">
            {restriction.ip !== null ? (
              <div>
                <dt>{t('restricted.ip')}</dt>
                <dd className="sessions-ip">{restriction.ip}</dd>
              </div>
            ) : null}
            {release !== undefined && restriction.releaseTime !== null ? (
              <div>
                <dt>{t('restricted.release')}</dt>
                <dd>
                  <time dateTime={restriction.releaseTime}>{release}</time>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className="auth-lead">{t('restricted.help')}</p>
        {visitor === 'signed-in' ? (
          <div className="sessions-actions">
            <RouterLink to="/home/environments" className="btn btn-primary btn-lg">
              {t('restricted.back')}
            </RouterLink>
            <button
              type="button"
              className="btn btn-plain"
              aria-disabled={loggingOut}
              onClick={() => {
                if (!loggingOut) void logout();
              }}
            >
              {t('restricted.logout')}
            </button>
          </div>
        ) : visitor === 'signed-out' ? (
          <div className="sessions-actions">
            <RouterLink to="/" className="btn btn-primary btn-lg">
              {t('restricted.signIn')}
            </RouterLink>
          </div>
        ) : null}
      </div>
    </AuthColumn>
  );
}
