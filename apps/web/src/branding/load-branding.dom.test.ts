import { DEFAULT_BRANDING } from '@portal/contracts/branding';
import { describe, expect, it } from 'vitest';
import { applyBrandingToDocument, loadBranding } from './load-branding';

type Reply = { ok: boolean; body?: unknown; throws?: boolean };

function fakeFetch(replies: Record<string, Reply>) {
  const asked: string[] = [];
  const fetchImpl = async (path: string) => {
    asked.push(path);
    const reply = replies[path];
    if (!reply) return { ok: false, json: async () => ({}) };
    if (reply.throws) throw new TypeError('Failed to fetch');
    return {
      ok: reply.ok,
      json: async () => {
        if (reply.body === undefined) throw new SyntaxError('Unexpected token <');
        return reply.body;
      },
    };
  };
  return { fetchImpl, asked };
}

describe('loadBranding', () => {
  it("uses the customer's own config for a customer host", async () => {
    const { fetchImpl, asked } = fakeFetch({
      '/clients/acme/config.json': { ok: true, body: { title: 'Acme Cloud' } },
    });
    const branding = await loadBranding(fetchImpl, 'acme.portal.example:8080');
    expect(branding.title).toBe('Acme Cloud');
    expect(branding.appColor).toBe(DEFAULT_BRANDING.appColor);
    expect(asked).toEqual(['/clients/acme/config.json']);
  });

  it('falls back to /config.json when the customer config is missing', async () => {
    const { fetchImpl, asked } = fakeFetch({
      '/clients/acme/config.json': { ok: false },
      '/config.json': { ok: true, body: { title: 'Shared' } },
    });
    expect((await loadBranding(fetchImpl, 'acme.portal.example')).title).toBe('Shared');
    expect(asked).toEqual(['/clients/acme/config.json', '/config.json']);
  });

  it('falls back when the customer config is invalid (bad schema or not JSON)', async () => {
    const badSchema = fakeFetch({
      '/clients/acme/config.json': { ok: true, body: { defaultBannerOption: 9 } },
      '/config.json': { ok: true, body: { title: 'Shared' } },
    });
    expect((await loadBranding(badSchema.fetchImpl, 'acme.portal.example')).title).toBe('Shared');
    const notJson = fakeFetch({
      '/clients/acme/config.json': { ok: true },
      '/config.json': { ok: true, body: { title: 'Shared' } },
    });
    expect((await loadBranding(notJson.fetchImpl, 'acme.portal.example')).title).toBe('Shared');
  });

  it('falls back when the customer config cannot be fetched (network error)', async () => {
    const { fetchImpl, asked } = fakeFetch({
      '/clients/acme/config.json': { ok: true, throws: true },
      '/config.json': { ok: true, body: { title: 'Shared' } },
    });
    expect((await loadBranding(fetchImpl, 'acme.portal.localhost:8080')).title).toBe('Shared');
    expect(asked).toEqual(['/clients/acme/config.json', '/config.json']);
  });

  it('uses the built-in defaults when the customer and the base config both fail', async () => {
    for (const base of [
      { ok: false },
      { ok: true },
      { ok: true, body: { appColor: 7 } },
      { ok: true, throws: true },
    ]) {
      const { fetchImpl } = fakeFetch({
        '/clients/acme/config.json': { ok: true, body: { defaultBannerOption: 0 } },
        '/config.json': base,
      });
      expect(await loadBranding(fetchImpl, 'acme.portal.localhost'), JSON.stringify(base)).toEqual(
        DEFAULT_BRANDING,
      );
    }
  });

  it('uses the base config when everything fails, asking /config.json only once', async () => {
    const { fetchImpl, asked } = fakeFetch({ '/config.json': { ok: true, throws: true } });
    expect(await loadBranding(fetchImpl, 'localhost:8080')).toEqual(DEFAULT_BRANDING);
    expect(asked).toEqual(['/config.json']);
  });
});

describe('applyBrandingToDocument', () => {
  it('sets the title and the favicon', () => {
    document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    applyBrandingToDocument({ ...DEFAULT_BRANDING, title: 'Acme', favicon: '/acme.png' }, document);
    expect(document.title).toBe('Acme');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/acme.png');
  });

  it('sets the computed colour variables on the root element', () => {
    applyBrandingToDocument({ ...DEFAULT_BRANDING, appColor: '#2DD4BF' }, document);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--portal-app-color')).toBe('#2dd4bf');
    expect(style.getPropertyValue('--portal-on-app-color')).toBe('#171a1c');
    expect(style.getPropertyValue('--portal-link-color')).not.toBe('#2dd4bf');
  });

  it('adds a favicon link when the page has none', () => {
    document.head.innerHTML = '';
    applyBrandingToDocument(DEFAULT_BRANDING, document);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });
});
