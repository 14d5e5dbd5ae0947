import { LANGUAGES, LIMITS } from '@portal/contracts/limits';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { cacheLanguageInBrowser, startupLanguage } from './detect-language';
import { initialised } from './feature-strings';
import { fallbackFor } from './languages';
import { ERRORS_NAMESPACE, loadLanguage, SIGNED_IN_NAMESPACE } from './load-language';
import { INTERPOLATION, numberInterpolation } from './number-interpolation';

const setHtmlLang = (language: string): void => {
  document.documentElement.lang = language;
};

/** Initialises i18next with the current language loaded; resolves when texts are ready. */
export async function initI18n(): Promise<typeof i18n> {
  i18n.on('languageChanged', setHtmlLang);
  const language = startupLanguage();
  cacheLanguageInBrowser(language);
  await i18n
    .use(
      // The callback form lets a failed load ask i18next to retry (second argument `true`):
      // up to maxRetries times, the wait doubling from retryTimeout (spec section 9).
      resourcesToBackend((language: string, namespace: string, callback) => {
        loadLanguage(language, namespace).then(
          (resources) => callback(null, resources),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
        );
      }),
    )
    .use(numberInterpolation)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: fallbackFor,
      load: 'currentOnly',
      // The error messages and the signed-in screens' texts are not part of the first paint
      // (loadErrorMessages, loadSignedInTexts).
      ns: ['translation'],
      defaultNS: 'translation',
      fallbackNS: [ERRORS_NAMESPACE, SIGNED_IN_NAMESPACE],
      maxRetries: LIMITS.translationLoaderRetries,
      retryTimeout: LIMITS.translationLoaderFirstWaitMs,
      interpolation: INTERPOLATION,
      // The console belongs to diagnostics, not advertising.
      showSupportNotice: false,
    });
  setHtmlLang(i18n.resolvedLanguage ?? i18n.language);
  return i18n;
}

/**
 * Starts downloading the error messages (after the first paint; i18next retries a failure like
 * any translation file). Resolves when they are there, or when loading gave up: a message then
 * reads as its key's fallback, never a blank page.
 */
export function loadErrorMessages(): Promise<void> {
  return loadNamespace(ERRORS_NAMESPACE);
}

/** Starts downloading the signed-in screens' texts (the app shell waits for them, as for the errors). */
export function loadSignedInTexts(): Promise<void> {
  return loadNamespace(SIGNED_IN_NAMESPACE);
}

async function loadNamespace(namespace: string): Promise<void> {
  // Asked before i18next has started (the app shell's code is fetched with the app's own texts):
  // the file of the language it is starting in downloads now, instead of once those texts are in.
  if (!i18n.isInitialized) loadLanguage(startupLanguage(), namespace).catch(() => undefined);
  await initialised(i18n);
  await i18n.loadNamespaces(namespace).catch(() => undefined);
}
