import { BOT_CHECK_STAND_IN_TOKEN } from '@portal/contracts/portal';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../branding/branding-context';
import type { BotAction, BotCheckHost } from './recaptcha-widget';
import './bot-check.css';

/**
 * The token a form sends: the widget's when the branding has a site key, else the stand-in the
 * simulator understands (a proxy-mode gateway drops it). Never rejects: without a token the
 * upstream's INVALID_RECAPTCHA tells the user.
 */
export async function getBotToken(
  siteKey: string,
  action: BotAction,
  language: string,
  host?: BotCheckHost,
): Promise<string | undefined> {
  if (siteKey.trim() === '') return BOT_CHECK_STAND_IN_TOKEN;
  try {
    const { browserHost, loadWidget } = await import('./recaptcha-widget');
    const widget = await loadWidget(siteKey.trim(), language, host ?? browserHost());
    return await widget.token(action);
  } catch {
    return undefined;
  }
}

/**
 * The bot check of one form. With a site key, Google's script starts loading with the form, so
 * the badge shows and the first submit does not wait; the badge hides when the form goes.
 * Returns what the form calls on submit.
 */
export function useBotCheck(action: BotAction): () => Promise<string | undefined> {
  const siteKey = useBranding().recaptchaSiteKey.trim();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (siteKey === '') return;
    let shown: HTMLElement | undefined;
    let gone = false;
    import('./recaptcha-widget')
      .then(({ browserHost, loadWidget }) => loadWidget(siteKey, language, browserHost()))
      .then(
        (widget) => {
          if (gone) return;
          shown = widget.container;
          shown.hidden = false;
        },
        // The submit tries again and, failing, sends no token.
        () => undefined,
      );
    return () => {
      gone = true;
      if (shown) shown.hidden = true;
    };
  }, [siteKey, language]);
  return useCallback(() => getBotToken(siteKey, action, language), [siteKey, action, language]);
}
