import { LIMITS } from '@portal/contracts/limits';
import { type FocusEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ERRORS_NAMESPACE } from '../i18n/load-language';
import { focusMain } from '../layouts/main-landmark';
import { type AutoHide, autoHide } from './auto-hide';
import { messageText } from './message-text';
import type { AlertMessage } from './messages-state';
import { arrivedAt, dismiss, useMessages } from './messages-store';

// The error messages download after the first paint: an alert waits for them (never shows a key).
const ALERT_NAMESPACES = ['translation', ERRORS_NAMESPACE];

function AlertItem({ alert }: { alert: AlertMessage }) {
  const { t, ready } = useTranslation(ALERT_NAMESPACES, { useSuspense: false });
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<AutoHide | undefined>(undefined);
  useEffect(() => {
    const hide = autoHide(LIMITS.alertAutoHideMs, () => dismiss(alert.id));
    timer.current = hide;
    return hide.cancel;
  }, [alert.id]);
  // Before the alert leaves the DOM (closed, timed out, cleared by a logout): focus inside it
  // would fall to <body>; the page's main landmark is where reading goes on.
  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      if (element?.contains(document.activeElement)) focusMain(document, { preventScroll: true });
    };
  }, []);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) timer.current?.release('focus');
  };
  if (!ready) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the auto-close; the alert itself is no control.
    <div
      ref={box}
      role={alert.type === 'error' ? 'alert' : 'status'}
      className={`alert alert-${alert.type}`}
      onMouseEnter={() => timer.current?.hold('hover')}
      onMouseLeave={() => timer.current?.release('hover')}
      onFocus={() => timer.current?.hold('focus')}
      onBlur={onBlur}
    >
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
 * Alerts (spec section 2): top centre just below the 56 px top bar of both layouts, so an alert
 * never hides the logo or the menus; on a phone at the bottom, clear of the page's heading and
 * first field (styles/base.css). Each hides itself after 8 seconds of not being hovered or
 * focused; arriving at another page closes those about the page left (messages-state.ts).
 */
export function Alerts() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const messages = useMessages();
  useEffect(() => arrivedAt(pathname), [pathname]);
  return (
    <section className="alerts" aria-label={t('alerts.region')} aria-live="polite">
      {messages.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </section>
  );
}
