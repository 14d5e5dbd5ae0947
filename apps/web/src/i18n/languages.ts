import {
  FALLBACK_LANGUAGE,
  LANGUAGE_DETECTION,
  LANGUAGES,
  type Language,
  LIMITS,
} from '@portal/contracts/limits';
import { browserStorage, cacheLanguageInBrowser } from './detect-language';

/** Each language names itself, so these are the same in every locale file. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'pt-BR': 'Português',
  'en-US': 'English',
  es: 'Español',
};

export const isLanguage = (value: string | undefined): value is Language =>
  value !== undefined && (LANGUAGES as readonly string[]).includes(value);

/**
 * Maps a detected code onto a supported language by its primary subtag (es-ES → es, pt-PT → pt-BR,
 * en-GB → en-US); other codes pass through, and detection moves on to its next candidate.
 */
export function toSupportedLanguage(code: string): string {
  const primary = code.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary) ?? code;
}

/**
 * i18next's fallbackLng. Asked without a code, it names the language to use when detection finds
 * nothing supported (en-US). Asked for a resolved language it names none: the locale files have
 * identical keys (key-parity test), so loading a second language would only cost a download.
 */
export const fallbackFor = (code?: string): readonly string[] => (code ? [] : [FALLBACK_LANGUAGE]);

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
