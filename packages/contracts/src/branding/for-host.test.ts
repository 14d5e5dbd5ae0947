import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from './defaults';
import { brandingForHost } from './for-host';
import type { BrandingConfig } from './schema';

const config = (title: string): BrandingConfig => ({ ...DEFAULT_BRANDING, title });

describe('brandingForHost', () => {
  it("takes the host's own config when it reads, without asking for the base one", async () => {
    const asked: string[] = [];
    const found = await brandingForHost('acme.portal.example.com', async (path) => {
      asked.push(path);
      return config(path);
    });
    expect(found.title).toBe('/clients/acme/config.json');
    expect(asked).toEqual(['/clients/acme/config.json']);
  });

  it("falls back to the base config when the host's own does not read", async () => {
    const found = await brandingForHost('acme.portal.example.com', async (path) =>
      path === '/config.json' ? config('base') : undefined,
    );
    expect(found.title).toBe('base');
  });

  it('gives the built-in defaults when no config reads', async () => {
    expect(await brandingForHost('localhost:8080', async () => undefined)).toBe(DEFAULT_BRANDING);
  });
});
