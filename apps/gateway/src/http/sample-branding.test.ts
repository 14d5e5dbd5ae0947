import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandingConfigSchema } from '@portal/contracts/branding';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../config/env';
import { buildTestApp } from '../test-support/build-test-app';
import { stubSimulator } from '../test-support/stub-simulator';

const SAMPLES = DEFAULT_PATHS.sampleBrandingDir;
const CUSTOMERS = ['acme', 'globex', 'initech'] as const;
const URL_FIELDS = ['logoUrl', 'imageUrl', 'favicon', 'maintenanceImageUrl', 'messagesImageUrl'] as const;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Where a served address lives in the samples folder (the gateway's branding routes). */
function fileFor(url: string): string | undefined {
  const client = /^\/clients\/([a-z0-9-]+)\/([^/]+)$/.exec(url);
  if (client) return join(SAMPLES, 'clients', client[1] ?? '', client[2] ?? '');
  const base = /^\/brand\/([^/]+)$/.exec(url);
  return base ? join(SAMPLES, base[1] ?? '') : undefined;
}

describe('the sample branding folder', () => {
  it('holds the base config and the three customers, each valid, with its own images present', () => {
    expect(readdirSync(join(SAMPLES, 'clients')).sort()).toEqual([...CUSTOMERS]);
    for (const path of ['config.json', ...CUSTOMERS.map((c) => `clients/${c}/config.json`)]) {
      const parsed = BrandingConfigSchema.safeParse(readJson(join(SAMPLES, path)));
      expect(parsed.success, path).toBe(true);
      if (!parsed.success) continue;
      expect(parsed.data.termsUrl, path).toMatch(/^https:\/\//);
      expect(parsed.data.privacyUrl, path).toMatch(/^https:\/\//);
      for (const field of URL_FIELDS) {
        const url = parsed.data[field];
        const file = fileFor(url);
        if (url === '' || file === undefined) continue;
        expect(existsSync(file), `${path} ${field} ${url}`).toBe(true);
      }
    }
  });

  it('gives each customer its own colours and legal links', () => {
    const configs = CUSTOMERS.map((c) =>
      BrandingConfigSchema.parse(readJson(join(SAMPLES, 'clients', c, 'config.json'))),
    );
    for (const field of [
      'appColor',
      'backgroundColor',
      'imageLoginBackgroundColor',
      'logoBackgroundColor',
      'secondaryColor',
      'termsUrl',
      'privacyUrl',
      'logoUrl',
      'favicon',
    ] as const)
      expect(new Set(configs.map((c) => c[field].toLowerCase())).size, field).toBe(CUSTOMERS.length);
  });
});

describe('which branding a gateway serves without BRANDING_DIR', () => {
  let simulator: FastifyInstance;
  let proxy: FastifyInstance;
  beforeAll(async () => {
    simulator = await buildTestApp({ BRANDING_DIR: undefined }, { simulator: stubSimulator() });
    proxy = await buildTestApp({ BRANDING_DIR: undefined, UPSTREAM_URL: 'http://127.0.0.1:1' });
  });
  afterAll(async () => {
    await simulator.close();
    await proxy.close();
  });

  it('simulator mode: the sample customers and their images', async () => {
    const acme = await simulator.inject('/clients/acme/config.json');
    expect(acme.json()).toMatchObject({ title: 'Acme Cloud' });
    const logo = await simulator.inject('/clients/acme/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect((await simulator.inject('/config.json')).json()).toMatchObject({
      termsUrl: expect.stringMatching(/^https:/),
    });
  });

  it("proxy mode: never the samples (an operator's acme.example.com is not the sample Acme)", async () => {
    expect((await proxy.inject('/clients/acme/config.json')).statusCode).toBe(404);
    expect((await proxy.inject('/clients/acme/logo.svg')).statusCode).toBe(404);
    expect((await proxy.inject('/config.json')).json()).toMatchObject({ termsUrl: '' });
  });
});
