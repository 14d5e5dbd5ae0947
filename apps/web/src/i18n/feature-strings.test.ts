import type { i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadFeatureStrings } from './feature-strings';

/** An i18next instance that has not finished starting until `start` is called. */
function startingI18n(language: string) {
  const listeners = new Set<() => void>();
  const bundles = new Map<string, unknown>();
  const instance = {
    isInitialized: false,
    resolvedLanguage: undefined as string | undefined,
    language: undefined as string | undefined,
    on: (_event: string, run: () => void) => listeners.add(run),
    off: (_event: string, run: () => void) => listeners.delete(run),
    hasResourceBundle: (lng: string, ns: string) => bundles.has(`${lng}/${ns}`),
    addResourceBundle: (lng: string, ns: string, strings: unknown) => bundles.set(`${lng}/${ns}`, strings),
  };
  const start = () => {
    Object.assign(instance, { isInitialized: true, resolvedLanguage: language, language });
    for (const run of listeners) run();
  };
  return { i18n: instance as unknown as I18n, bundles, start };
}

describe('loadFeatureStrings', () => {
  it("starts downloading the starting language's file before i18next has started, and uses it once it has", async () => {
    const es = vi.fn(async () => ({ title: 'Entornos' }));
    const en = vi.fn(async () => ({ title: 'Environments' }));
    const loaders = { './x/locales/es.json': es, './x/locales/en-US.json': en };
    const { i18n, bundles, start } = startingI18n('es');
    const loading = loadFeatureStrings(i18n, 'x', loaders, () => 'es');
    // i18next is still fetching its own texts: the feature's file is on its way already.
    expect(es).toHaveBeenCalledTimes(1);
    start();
    await loading;
    expect(bundles.get('es/x')).toEqual({ title: 'Entornos' });
    expect(en).not.toHaveBeenCalled();
  });

  it('once i18next has started, fetches in the language it resolved', async () => {
    const es = vi.fn(async () => ({ title: 'Entornos' }));
    const pt = vi.fn(async () => ({ title: 'Ambientes' }));
    const { i18n, bundles, start } = startingI18n('pt-BR');
    start();
    await loadFeatureStrings(
      i18n,
      'x',
      { './x/locales/es.json': es, './x/locales/pt-BR.json': pt },
      () => 'es',
    );
    expect(es).not.toHaveBeenCalled();
    expect(bundles.get('pt-BR/x')).toEqual({ title: 'Ambientes' });
  });
});
