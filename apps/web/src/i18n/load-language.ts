import type { Language } from '@portal/contracts';

export type Resources = Record<string, unknown>;
type Loaders = Record<string, () => Promise<unknown>>;

// One chunk per file: only the current language's files are downloaded.
const uiLoaders: Loaders = import.meta.glob('./locales/*.json', { import: 'default' });
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

/** Merges the UI strings with the error messages, which become the `errors` part (`errors.CODE`). */
export function mergeResources(ui: unknown, errors: unknown): Resources {
  if (!isRecord(ui)) throw new Error('locale file is not a JSON object');
  if (!isRecord(errors)) throw new Error('error messages file is not a JSON object');
  return { ...ui, errors };
}

export async function loadLanguage(language: Language | string): Promise<Resources> {
  const ui = loaderFor(uiLoaders, language);
  const errors = loaderFor(errorLoaders, language);
  if (!ui || !errors) throw new Error(`no translations for language ${language}`);
  const [uiStrings, errorStrings] = await Promise.all([ui(), errors()]);
  return mergeResources(uiStrings, errorStrings);
}
