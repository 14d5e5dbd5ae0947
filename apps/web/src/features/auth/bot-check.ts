import { BOT_CHECK_STAND_IN_TOKEN } from '@portal/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../branding/branding-context';

/** The forms that carry a bot-check token (spec section 5: login, change-password...). */
export type BotAction = 'login' | 'change_password';

/** Google's loader: downloaded by the browser when a site key is set, never part of the bundle. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The global the loader calls once `window.grecaptcha` is ready (`onload=` of the script URL). */
export const RECAPTCHA_ONLOAD = 'portalRecaptchaLoaded';
/** A challenge the user walked away from must not keep the form busy for ever. */
const TOKEN_WAIT_MS = 120_000;

/** The part of reCAPTCHA v2's explicit API the portal uses. */
export interface Grecaptcha {
  render(container: HTMLElement, params: Record<string, unknown>): number;
  execute(widgetId: number, options?: { action: string }): void;
  reset(widgetId: number): void;
}

/** Where the widget lives; the page's document and window, or fakes in tests. */
export interface BotCheckHost {
  document: Document;
  window: Window & { grecaptcha?: Grecaptcha; [RECAPTCHA_ONLOAD]?: () => void };
  setTimeout: (run: () => void, ms: number) => unknown;
}

interface Widget {
  /** The widget's element: hidden (badge and all) while no form needs it. */
  container: HTMLElement;
  token(action: BotAction): Promise<string | undefined>;
}

let loaded: { siteKey: string; widget: Promise<Widget> } | undefined;

/**
 * Loads Google's script and renders one invisible widget (badge at bottom left, spec section 2)
 * whose submit callback hands the token to the form waiting for it. Once per page and site key;
 * a failed download is tried again by the next caller.
 */
export function loadWidget(siteKey: string, language: string, host: BotCheckHost): Promise<Widget> {
  if (loaded?.siteKey === siteKey) return loaded.widget;
  const widget = new Promise<Widget>((resolve, reject) => {
    const { document, window } = host;
    window[RECAPTCHA_ONLOAD] = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA loaded without grecaptcha'));
      resolve(renderWidget(grecaptcha, siteKey, host));
    };
    const script = document.createElement('script');
    const query = new URLSearchParams({ render: 'explicit', onload: RECAPTCHA_ONLOAD, hl: language });
    script.src = `${RECAPTCHA_SCRIPT}?${query.toString()}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('reCAPTCHA could not be downloaded'));
    };
    document.head.append(script);
  });
  const entry = { siteKey, widget };
  loaded = entry;
  widget.catch(() => {
    if (loaded === entry) loaded = undefined;
  });
  return widget;
}

function renderWidget(grecaptcha: Grecaptcha, siteKey: string, host: BotCheckHost): Widget {
  const container = host.document.createElement('div');
  container.className = 'bot-check';
  host.document.body.append(container);
  let waiting: ((token: string | undefined) => void) | undefined;
  const settle = (token: string | undefined) => {
    const resolve = waiting;
    waiting = undefined;
    resolve?.(token);
  };
  const id = grecaptcha.render(container, {
    sitekey: siteKey,
    size: 'invisible',
    badge: 'bottomleft',
    callback: (token: unknown) => settle(typeof token === 'string' && token !== '' ? token : undefined),
    // No token: the upstream answers INVALID_RECAPTCHA, which the form shows.
    'error-callback': () => settle(undefined),
  });
  return {
    container,
    token: (action) =>
      new Promise((resolve) => {
        settle(undefined);
        waiting = resolve;
        host.setTimeout(() => {
          if (waiting === resolve) settle(undefined);
        }, TOKEN_WAIT_MS);
        grecaptcha.reset(id);
        // reCAPTCHA v2 takes the widget only; keys of the score-based kinds also read the action.
        grecaptcha.execute(id, { action });
      }),
  };
}

/**
 * The token a form sends: the widget's when the branding has a site key, else the stand-in the
 * simulator understands (a proxy-mode gateway drops it). Never rejects: without a token the
 * upstream's INVALID_RECAPTCHA tells the user.
 */
export async function getBotToken(
  siteKey: string,
  action: BotAction,
  language: string,
  host: BotCheckHost = browserHost(),
): Promise<string | undefined> {
  if (siteKey.trim() === '') return BOT_CHECK_STAND_IN_TOKEN;
  try {
    const widget = await loadWidget(siteKey.trim(), language, host);
    return await widget.token(action);
  } catch {
    return undefined;
  }
}

const browserHost = (): BotCheckHost => ({
  document,
  window,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
});

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
    loadWidget(siteKey, language, browserHost()).then(
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

/** Tests: forget the page's widget. */
export function resetBotCheckForTests(): void {
  loaded = undefined;
}
