import type { Language } from '@portal/contracts/limits';

export type Resources = Record<string, unknown>;
type Loaders = Record<string, () => Promise<unknown>>;

/**
 * The namespace of the error catalogue's messages, loaded after the first paint (a page needs them
 * only once something fails). Its resources are `{ errors: { CODE: text } }` and i18next falls back
 * to it, so `t('errors.CODE')` reads the same from any namespace.
 */
export const ERRORS_NAMESPACE = 'errors';

/**
 * The texts only signed-in screens show (the launch chain's, /loadingPlugin's): the app shell loads
 * them, so the sign-in page does not download them. i18next falls back to this namespace too, so
 * `t('launch.…')` reads the same as when they were in `translation`.
 */
export const SIGNED_IN_NAMESPACE = 'signed-in';

// One chunk per file: only the current language's files are downloaded.
const uiLoaders: Loaders = import.meta.glob('./locales/*.json', { import: 'default' });
const signedInLoaders: Loaders = import.meta.glob('./locales/signed-in/*.json', { import: 'default' });
// The error messages live with the error catalogue in @portal/contracts. The query makes these
// separate modules from the ones @portal/contracts imports eagerly (and the web never uses).
const errorLoaders: Loaders = import.meta.glob('../../../../packages/contracts/src/errors/messages/*.json', {
  import: 'default',
  query: { lazy: 'language' },
});

function loaderFor(loaders: Loaders, language: string): (() => Promise<unknown>) | undefined {
  const entry = Object.entries(loaders).find(([path]) => path.endsWith(`/${language}.json`));
  return entry?.[1];
}

const isRecord = (value: unknown): value is Resources =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A namespace's resources: the UI strings as they are, the error messages as the `errors` part. */
export function namespaceResources(namespace: string, strings: unknown): Resources {
  if (!isRecord(strings)) throw new Error(`${namespace} strings are not a JSON object`);
  return namespace === ERRORS_NAMESPACE ? { errors: strings } : strings;
}

/** Each namespace's files; any other namespace is `translation`'s. */
const LOADERS: Record<string, Loaders> = {
  [ERRORS_NAMESPACE]: errorLoaders,
  [SIGNED_IN_NAMESPACE]: signedInLoaders,
};

/** The strings of one of the app's own namespaces (`translation`, `signed-in`, `errors`) in a language. */
export async function loadLanguage(language: Language | string, namespace: string): Promise<Resources> {
  const load = loaderFor(LOADERS[namespace] ?? uiLoaders, language);
  if (!load) throw new Error(`no ${namespace} strings for language ${language}`);
  return namespaceResources(namespace, await load());
}
