import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts/limits';

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
