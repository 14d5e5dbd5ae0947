import { describe, expect, it } from 'vitest';
import { cacheLanguage, detectLanguage, type LanguageSources } from './detect-language';

const storage = (entries: Record<string, string> = {}) => ({
  getItem: (key: string) => entries[key] ?? null,
});

const nothing: LanguageSources = {
  search: '',
  cookie: '',
  localStorage: storage(),
  sessionStorage: storage(),
  navigatorLanguages: [],
  htmlLang: null,
};

describe('detectLanguage (spec section 9 order)', () => {
  it('falls back to en-US when nothing is found', () => {
    expect(detectLanguage(nothing)).toBe('en-US');
  });

  it('takes the query string first, then the cookie, local storage, session storage, browser, html', () => {
    const all: LanguageSources = {
      search: '?lng=es',
      cookie: 'a=1; i18nextLng=pt-BR',
      localStorage: storage({ i18nextLng: 'en-US' }),
      sessionStorage: storage({ i18nextLng: 'es' }),
      navigatorLanguages: ['pt-PT'],
      htmlLang: 'en-US',
    };
    expect(detectLanguage(all)).toBe('es');
    expect(detectLanguage({ ...all, search: '' })).toBe('pt-BR');
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('en-US');
    expect(detectLanguage({ ...all, search: '', cookie: '', localStorage: storage() })).toBe('es');
    const browserOnly = { ...nothing, navigatorLanguages: ['pt-PT'], htmlLang: 'en-US' };
    expect(detectLanguage(browserOnly)).toBe('pt-BR');
    expect(detectLanguage({ ...nothing, htmlLang: 'es' })).toBe('es');
  });

  it('maps regional codes and skips unsupported ones to the next candidate', () => {
    expect(detectLanguage({ ...nothing, navigatorLanguages: ['fr-FR', 'es-ES'] })).toBe('es');
    expect(detectLanguage({ ...nothing, search: '?lng=de', navigatorLanguages: ['en-GB'] })).toBe('en-US');
    expect(detectLanguage({ ...nothing, navigatorLanguages: ['fr-FR'], htmlLang: 'en-US' })).toBe('en-US');
  });
});

describe('cacheLanguage', () => {
  it('writes session storage and a 30-day cookie for the whole site', () => {
    const session = new Map<string, string>();
    const cookies: string[] = [];
    cacheLanguage('es', {
      sessionStorage: { setItem: (k, v) => session.set(k, v) },
      setCookie: (c) => cookies.push(c),
      secure: false,
    });
    expect(session.get('i18nextLng')).toBe('es');
    expect(cookies).toEqual(['i18nextLng=es; max-age=2592000; path=/; samesite=strict']);
  });

  it('marks the cookie Secure on a page served over https (OWASP ASVS 5.0 3.3.1)', () => {
    const cookies: string[] = [];
    cacheLanguage('es', {
      sessionStorage: { setItem: () => undefined },
      setCookie: (c) => cookies.push(c),
      secure: true,
    });
    expect(cookies).toEqual(['i18nextLng=es; max-age=2592000; path=/; samesite=strict; secure']);
  });
});

describe('a browser that blocks site data', () => {
  it('still detects a language and caches nothing, without throwing', async () => {
    const { vi } = await import('vitest');
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const local = vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
    const session = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    try {
      const { browserLanguageSources, cacheLanguageInBrowser } = await import('./detect-language');
      expect(detectLanguage(browserLanguageSources())).toMatch(/^(en-US|pt-BR|es)$/);
      expect(() => cacheLanguageInBrowser('es')).not.toThrow();
    } finally {
      local.mockRestore();
      session.mockRestore();
    }
  });
});
