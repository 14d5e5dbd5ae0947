import { FALLBACK_LANGUAGE, LANGUAGE_DETECTION, type Language } from '@portal/contracts/limits';
import { readCookie } from '../trpc/cookies';
import { isLanguage, toSupportedLanguage } from './languages';

/** Where a language can be read from, in the browser or in a test. */
export interface LanguageSources {
  /** location.search */
  search: string;
  /** document.cookie */
  cookie: string;
  localStorage: Pick<Storage, 'getItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  /** navigator.languages */
  navigatorLanguages: readonly string[];
  /** <html lang> */
  htmlLang: string | null;
}

function candidates(
  source: (typeof LANGUAGE_DETECTION.order)[number],
  from: LanguageSources,
): (string | null)[] {
  switch (source) {
    case 'querystring':
      return [new URLSearchParams(from.search).get(LANGUAGE_DETECTION.lookupQuerystring)];
    case 'cookie':
      return [readCookie(from.cookie, LANGUAGE_DETECTION.lookupCookie) ?? null];
    case 'localStorage':
      return [from.localStorage.getItem(LANGUAGE_DETECTION.lookupLocalStorage)];
    case 'sessionStorage':
      return [from.sessionStorage.getItem(LANGUAGE_DETECTION.lookupSessionStorage)];
    case 'navigator':
      return [...from.navigatorLanguages];
    case 'htmlTag':
      return [from.htmlLang];
  }
}

/**
 * Spec section 9: the first supported language found in the detection order (query string,
 * cookie, local storage, session storage, browser, <html lang>), each code mapped by its primary
 * subtag (es-ES → es); en-US when none is supported. A small function instead of i18next's
 * detector plugin: the login page's download has a budget (docs/decisions/008-light-login-route.md).
 */
export function detectLanguage(from: LanguageSources): Language {
  for (const source of LANGUAGE_DETECTION.order) {
    for (const code of candidates(source, from)) {
      if (!code) continue;
      const language = toSupportedLanguage(code);
      if (isLanguage(language)) return language;
    }
  }
  return FALLBACK_LANGUAGE;
}

/** The detection caches of spec section 9: session storage and a cookie of the configured lifetime. */
export function cacheLanguage(
  language: Language,
  to: {
    sessionStorage: Pick<Storage, 'setItem'>;
    setCookie: (cookie: string) => void;
    /** The page came over https: the cookie is then never sent over plain HTTP (OWASP ASVS 5.0 3.3.1). */
    secure: boolean;
  },
): void {
  const caches: readonly string[] = LANGUAGE_DETECTION.caches;
  if (caches.includes('sessionStorage'))
    to.sessionStorage.setItem(LANGUAGE_DETECTION.lookupSessionStorage, language);
  if (caches.includes('cookie')) {
    const maxAge = LANGUAGE_DETECTION.cookieMinutes * 60;
    // The name stays the spec's `i18nextLng` (no `__Secure-` prefix): links and the detector read it.
    to.setCookie(
      `${LANGUAGE_DETECTION.lookupCookie}=${language}; max-age=${maxAge}; path=/; samesite=strict${to.secure ? '; secure' : ''}`,
    );
  }
}

/**
 * Runs a storage or cookie access, or gives `fallback`: a browser that blocks site data throws on
 * the mere read of `window.localStorage`, and the portal must still open (in its default language).
 */
export function tolerant<T>(access: () => T, fallback: T): T {
  try {
    return access();
  } catch {
    return fallback;
  }
}

const tolerantStorage = (storage: () => Storage): Pick<Storage, 'getItem' | 'setItem'> => ({
  getItem: (key) => tolerant(() => storage().getItem(key), null),
  setItem: (key, value) => tolerant(() => storage().setItem(key, value), undefined),
});

/** This browser's local and session storage, read and written without ever throwing. */
export const browserStorage = {
  local: tolerantStorage(() => window.localStorage),
  session: tolerantStorage(() => window.sessionStorage),
};

/** The sources and caches of this browser. */
export const browserLanguageSources = (): LanguageSources => ({
  search: window.location.search,
  cookie: tolerant(() => document.cookie, ''),
  localStorage: browserStorage.local,
  sessionStorage: browserStorage.session,
  navigatorLanguages: navigator.languages ?? [navigator.language],
  htmlLang: document.documentElement.getAttribute('lang'),
});

export const cacheLanguageInBrowser = (language: Language): void =>
  cacheLanguage(language, {
    sessionStorage: browserStorage.session,
    // Plain http only on a test set-up (COOKIE_SECURE=false) or localhost: a Secure cookie would be dropped there.
    secure: window.location.protocol === 'https:',
    setCookie: (cookie) =>
      tolerant(() => {
        // biome-ignore lint/suspicious/noDocumentCookie: one cookie written once; the Cookie Store API is not in every browser the portal supports.
        document.cookie = cookie;
      }, undefined),
  });

/**
 * The language the app starts in (i18n.ts): known before i18next has started, so the texts a first
 * screen needs besides the app's own can download alongside those, not after them.
 */
export const startupLanguage = (): Language => detectLanguage(browserLanguageSources());
