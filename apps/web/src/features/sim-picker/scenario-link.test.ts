import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customerLink, freshLink, requestedScenario, SAMPLE_CUSTOMERS, shareLink } from './scenario-link';

describe('scenario links', () => {
  it('shares a link that opens the same scenario, keeping slashes readable', () => {
    expect(shareLink('http://localhost:8080', 'no-license')).toBe(
      'http://localhost:8080/?scenario=no-license',
    );
    expect(shareLink('https://qa.example', 'launch/pending-connection')).toBe(
      'https://qa.example/?scenario=launch/pending-connection',
    );
    expect(shareLink('https://qa.example', 'a b&c')).toBe('https://qa.example/?scenario=a%20b%26c');
  });

  it('asks for a fresh world when a scenario is picked', () => {
    expect(freshLink('default')).toBe('/?scenario=default&fresh=1');
  });

  it('reads the requested scenario back from a shared link', () => {
    for (const name of ['no-license', 'launch/pending-connection', 'a b&c']) {
      expect(requestedScenario(shareLink('http://x', name))).toBe(name);
    }
    expect(requestedScenario('http://x/home?lng=es')).toBeUndefined();
    expect(requestedScenario('http://x/?scenario=')).toBeUndefined();
  });

  it("opens the scenario on a sample customer's address, or on the base portal's", () => {
    expect(customerLink('http://localhost:8080', 'acme', 'default')).toBe(
      'http://acme.portal.localhost:8080/?scenario=default&fresh=1',
    );
    expect(customerLink('http://globex.portal.localhost:8091', undefined, 'mfa/totp')).toBe(
      'http://localhost:8091/?scenario=mfa/totp&fresh=1',
    );
    expect(customerLink('http://127.0.0.1', 'initech', 'default')).toBe(
      'http://initech.portal.localhost/?scenario=default&fresh=1',
    );
  });

  it('offers exactly the sample customers the gateway serves, with their titles', () => {
    const clients = join(
      dirname(fileURLToPath(import.meta.url)),
      '../../../../gateway/sample-branding/clients',
    );
    expect(SAMPLE_CUSTOMERS.map((c) => c.label)).toEqual(readdirSync(clients).sort());
    for (const customer of SAMPLE_CUSTOMERS) {
      const config = JSON.parse(readFileSync(join(clients, customer.label, 'config.json'), 'utf8')) as {
        title: string;
      };
      expect(config.title, customer.label).toBe(customer.title);
    }
  });
});
