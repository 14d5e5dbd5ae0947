import type { i18n as I18n } from 'i18next';
import { startupLanguage } from './detect-language';

/** Loaders of feature strings by path (`…/locales/<language>.json`). */
export type FeatureStringLoaders = Record<string, () => Promise<unknown>>;

/**
 * Each feature folder (`features/<name>/locales/<language>.json`) is its own i18next namespace,
 * named after the folder. One chunk per feature and language: a screen downloads its feature's
 * strings with its code (see `featureScreen`), never the login route. The QA picker's are not
 * among the app's: its own loaders bring them (features/sim-picker/i18n.ts), so no chunk of the
 * app reaches them and proxy mode never serves them.
 */
const appLoaders: FeatureStringLoaders = import.meta.glob(
  ['../features/*/locales/*.json', '!../features/sim-picker/locales/*.json'],
  { import: 'default' },
);

/**
 * Resolves once the main app has initialised the shared i18next instance. Before that i18next's
 * loadNamespaces does nothing (it resolves at once, loading nothing), so anything that loads a
 * namespace early waits for this first.
 */
export function initialised(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

function loaderOf(
  feature: string,
  language: string,
  ownLoaders: FeatureStringLoaders | undefined,
): (() => Promise<unknown>) | undefined {
  const suffix = ownLoaders ? `/locales/${language}.json` : `/${feature}/locales/${language}.json`;
  return Object.entries(ownLoaders ?? appLoaders).find(([path]) => path.endsWith(suffix))?.[1];
}

/** Adds a feature's strings, in the language the app resolved, to the shared i18next instance. */
export async function loadFeatureStrings(
  i18n: I18n,
  feature: string,
  /** The feature's own loaders (the picker's), instead of the app's. */
  ownLoaders?: FeatureStringLoaders,
  /** The language the app is starting in (tests give their own). */
  startingIn: () => string = startupLanguage,
): Promise<void> {
  // Asked before i18next has started (a first screen's code is fetched with the app's own texts):
  // the file of the language it is starting in downloads now, not once those texts are in. The
  // module loads once, so the call below gets the same one.
  if (!i18n.isInitialized) loaderOf(feature, startingIn(), ownLoaders)?.().catch(() => undefined);
  await initialised(i18n);
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (i18n.hasResourceBundle(language, feature)) return;
  const load = loaderOf(feature, language, ownLoaders);
  if (!load) throw new Error(`no ${feature} strings for language ${language}`);
  const strings = await load();
  if (typeof strings !== 'object' || strings === null)
    throw new Error(`bad ${feature} strings for ${language}`);
  i18n.addResourceBundle(language, feature, strings, true, true);
}
