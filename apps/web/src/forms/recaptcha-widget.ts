// Google reCAPTCHA's invisible widget, in a chunk of its own: only a branding with a site key
// downloads it (the login route's budget, decision 008).

/** Google's loader: downloaded by the browser when a site key is set, never part of the bundle. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The global the loader calls once `window.grecaptcha` is ready (`onload=` of the script URL). */
export const RECAPTCHA_ONLOAD = 'portalRecaptchaLoaded';
/** A challenge the user walked away from must not keep the form busy for ever. */
const TOKEN_WAIT_MS = 120_000;

/**
 * The forms that carry a bot-check token (spec section 5: login, change-password...). Declared
 * here, in the lazily loaded widget that bot-check.ts imports, so the two files import one way only.
 */
export type BotAction = 'login' | 'change_password';

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

export interface Widget {
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
  // A landmark of its own, so the badge is not content outside every landmark; the product's
  // name is the same in every language.
  const container = host.document.createElement('aside');
  container.className = 'bot-check';
  container.setAttribute('aria-label', 'reCAPTCHA');
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

export const browserHost = (): BotCheckHost => ({
  document,
  window,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
});

/** Tests: forget the page's widget. */
export function resetBotCheckForTests(): void {
  loaded = undefined;
}
