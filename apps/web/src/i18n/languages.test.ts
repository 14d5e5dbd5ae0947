import { describe, expect, it } from 'vitest';
import { persistLanguage, withoutLanguageQuery } from './change-language';
import { fallbackFor, isLanguage, toSupportedLanguage } from './languages';

describe('languages', () => {
  it('recognises the three supported languages only', () => {
    expect(['pt-BR', 'en-US', 'es'].every((l) => isLanguage(l))).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('maps regional and bare codes onto the supported language of the same primary subtag', () => {
    expect(toSupportedLanguage('es-ES')).toBe('es');
    expect(toSupportedLanguage('es-419')).toBe('es');
    expect(toSupportedLanguage('pt')).toBe('pt-BR');
    expect(toSupportedLanguage('pt-PT')).toBe('pt-BR');
    expect(toSupportedLanguage('en_GB')).toBe('en-US');
    expect(toSupportedLanguage('EN')).toBe('en-US');
    expect(toSupportedLanguage('pt-BR')).toBe('pt-BR');
    expect(toSupportedLanguage('fr-FR')).toBe('fr-FR');
  });

  it('falls back to en-US when nothing is detected, and loads no second language otherwise', () => {
    expect(fallbackFor()).toEqual(['en-US']);
    expect(fallbackFor('pt-BR')).toEqual([]);
  });

  it("stores the choice in session storage, local storage and the detector's caches", () => {
    const session = new Map<string, string>();
    const local = new Map<string, string>();
    const cached: string[] = [];
    persistLanguage('es', {
      sessionStorage: { setItem: (k, v) => session.set(k, v) },
      localStorage: { setItem: (k, v) => local.set(k, v) },
      cacheDetected: (lng) => cached.push(lng),
    });
    expect(session.get('i18nextLng')).toBe('es');
    expect(local.get('i18nextLng')).toBe('es');
    expect(cached).toEqual(['es']);
  });

  it('drops the lng query parameter and keeps the rest of the address', () => {
    expect(withoutLanguageQuery('https://p.example/home?lng=es&scenario=x#top')).toBe(
      'https://p.example/home?scenario=x#top',
    );
    expect(withoutLanguageQuery('https://p.example/')).toBe('https://p.example/');
  });
});
