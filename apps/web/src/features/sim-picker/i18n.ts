import type { i18n as I18n } from 'i18next';

/** The picker's own i18next namespace: its strings never reach the main app's locale files. */
export const SIM_PICKER_NS = 'sim-picker';

// One chunk per language, downloaded with the picker only (never by the login route).
const loaders: Record<string, () => Promise<unknown>> = import.meta.glob('./locales/*.json', {
  import: 'default',
});

/** Resolves once the main app has initialised the shared i18next instance. */
function initialised(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/** Adds the picker's strings, in the language the app resolved, to the app's i18next instance. */
export async function loadPickerStrings(i18n: I18n): Promise<void> {
  await initialised(i18n);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const load = Object.entries(loaders).find(([path]) => path.endsWith(`/${language}.json`))?.[1];
  if (!load) throw new Error(`no QA picker strings for language ${language}`);
  const strings = await load();
  if (typeof strings !== 'object' || strings === null)
    throw new Error(`bad QA picker strings for ${language}`);
  i18n.addResourceBundle(language, SIM_PICKER_NS, strings, true, true);
}
