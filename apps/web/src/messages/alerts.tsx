import { LIMITS } from '@portal/contracts/limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS_NAMESPACE } from '../i18n/load-language';
import { messageText } from './message-text';
import type { AlertMessage } from './messages-state';
import { dismiss, useMessages } from './messages-store';

// The error messages download after the first paint: an alert waits for them (never shows a key).
const ALERT_NAMESPACES = ['translation', ERRORS_NAMESPACE];

function AlertItem({ alert }: { alert: AlertMessage }) {
  const { t, ready } = useTranslation(ALERT_NAMESPACES, { useSuspense: false });
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(alert.id), LIMITS.alertAutoHideMs);
    return () => window.clearTimeout(timer);
  }, [alert.id]);
  if (!ready) return null;
  return (
    <div role={alert.type === 'error' ? 'alert' : 'status'} className={`alert alert-${alert.type}`}>
      <span className="alert-text">{messageText(alert, t)}</span>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('alerts.close')}
        onClick={() => dismiss(alert.id)}
      >
        <span aria-hidden>×</span>
      </button>
    </div>
  );
}

/**
 * Top-centre alerts (spec section 2), just below the 56 px top bar of both layouts so an alert
 * never hides the logo or the menus; each hides itself after 8 seconds.
 */
export function Alerts() {
  const { t } = useTranslation();
  const messages = useMessages();
  return (
    <section className="alerts" aria-label={t('alerts.region')} aria-live="polite">
      {messages.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </section>
  );
}
