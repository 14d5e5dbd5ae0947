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

/**
 * The same files as plain JSON (their addresses only, in the page's code), for a second attempt:
 * a browser does not fetch a module again once its import failed (Chromium keeps the failure for
 * the page's life), so i18next's retries of a chunk that failed would all fail without a request.
 * Never inlined: a `data:` address in their place is no address the page's CSP lets it fetch.
 */
type Files = Record<string, string>;
const uiFiles: Files = import.meta.glob('./locales/*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const signedInFiles: Files = import.meta.glob('./locales/signed-in/*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const errorFiles: Files = import.meta.glob('../../../../packages/contracts/src/errors/messages/*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

function byLanguage<T>(sources: Record<string, T>, language: string): T | undefined {
  const entry = Object.entries(sources).find(([path]) => path.endsWith(`/${language}.json`));
  return entry?.[1];
}

const isRecord = (value: unknown): value is Resources =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A namespace's resources: the UI strings as they are, the error messages as the `errors` part. */
export function namespaceResources(namespace: string, strings: unknown): Resources {
  if (!isRecord(strings)) throw new Error(`${namespace} strings are not a JSON object`);
  return namespace === ERRORS_NAMESPACE ? { errors: strings } : strings;
}

/** Each namespace's files, as modules and as plain JSON; any other namespace is `translation`'s. */
const SOURCES: Record<string, { modules: Loaders; files: Files }> = {
  [ERRORS_NAMESPACE]: { modules: errorLoaders, files: errorFiles },
  [SIGNED_IN_NAMESPACE]: { modules: signedInLoaders, files: signedInFiles },
};
const UI_SOURCES = { modules: uiLoaders, files: uiFiles };

/** Namespace and language pairs whose module import failed: later attempts fetch the JSON file. */
const importFailed = new Set<string>();

async function fetchStrings(url: string): Promise<unknown> {
  const reply = await fetch(url);
  if (!reply.ok) throw new Error(`${url} answered ${reply.status}`);
  return reply.json();
}

/**
 * The strings of one of the app's own namespaces (`translation`, `signed-in`, `errors`) in a
 * language: the module the first time (a chunk of the build, fetched early beside the app's code),
 * the JSON file on every attempt after that module failed to load.
 */
export async function loadLanguage(language: Language | string, namespace: string): Promise<Resources> {
  const sources = SOURCES[namespace] ?? UI_SOURCES;
  const load = byLanguage(sources.modules, language);
  const file = byLanguage(sources.files, language);
  if (!load || !file) throw new Error(`no ${namespace} strings for language ${language}`);
  const key = `${namespace} ${language}`;
  if (importFailed.has(key)) return namespaceResources(namespace, await fetchStrings(file));
  let strings: unknown;
  try {
    strings = await load();
  } catch (error) {
    importFailed.add(key);
    throw error;
  }
  return namespaceResources(namespace, strings);
}
