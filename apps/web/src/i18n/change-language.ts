// Changing the language by hand (the language menu). Apart from languages.ts, which detection
// builds on, because changing stores the choice in detection's own caches: no import loop.
import { LANGUAGE_DETECTION, type Language, LIMITS } from '@portal/contracts/limits';
import { browserStorage, cacheLanguageInBrowser } from './detect-language';

interface LanguageStores {
  sessionStorage: Pick<Storage, 'setItem'>;
  localStorage: Pick<Storage, 'setItem'>;
  /** The detection caches (session storage and the cookie, with the configured lifetime). */
  cacheDetected: (language: Language) => void;
}

/**
 * Spec section 4: the choice goes to session and local storage. The detector reads the query
 * string and the cookie before those, so its caches are rewritten too, or the old language would win.
 */
export function persistLanguage(language: Language, stores: LanguageStores): void {
  stores.sessionStorage.setItem(LANGUAGE_DETECTION.lookupSessionStorage, language);
  stores.localStorage.setItem(LANGUAGE_DETECTION.lookupLocalStorage, language);
  stores.cacheDetected(language);
}

/** The current address without the `lng` query parameter, which would override the new choice. */
export function withoutLanguageQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(LANGUAGE_DETECTION.lookupQuerystring);
  return url.toString();
}

/** Stores the choice and reloads after the spec's short delay. */
export function changeLanguage(language: Language): void {
  persistLanguage(language, {
    sessionStorage: browserStorage.session,
    localStorage: browserStorage.local,
    cacheDetected: cacheLanguageInBrowser,
  });
  const target = withoutLanguageQuery(window.location.href);
  window.setTimeout(() => {
    if (target === window.location.href) window.location.reload();
    else window.location.replace(target);
  }, LIMITS.languageReloadDelayMs);
}
