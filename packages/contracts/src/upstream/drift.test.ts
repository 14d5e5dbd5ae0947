import { describe, expect, it } from 'vitest';
import { findDrift } from './drift';

const environment = { environment_uuid: 'e1', name: 'ERP', access_group: 'DESKTOP' };
const aClient = { client_uuid: 'c1', name: 'Acme', environments: [environment] };

describe('findDrift', () => {
  it('finds nothing in a reply that keeps the contract', () => {
    expect(findDrift('clients', { clients: [aClient] })).toEqual([]);
  });

  it('names a field of the wrong type, down arrays, with the assumptions of the schemas on its way', () => {
    const reply = { clients: [{ ...aClient, environments: [{ ...environment, name: 42 }] }] };
    expect(findDrift('clients', reply)).toEqual([
      {
        endpoint: 'clients',
        field: 'clients[].environments[].name',
        kind: 'invalid',
        code: 'invalid_type',
        assumptions: expect.arrayContaining(['A-01', 'A-02']),
      },
    ]);
  });

  it('names a field the contract does not know, at any depth, once per reply', () => {
    const reply = {
      clients: [
        { ...aClient, region: 'eu', environments: [{ ...environment, gpu: true }] },
        { ...aClient, client_uuid: 'c2', region: 'us' },
      ],
      next_page: null,
    };
    const found = findDrift('clients', reply);
    const byField = new Map(found.map((finding) => [finding.field, finding]));
    expect([...byField.keys()].sort()).toEqual([
      'clients[].environments[].gpu',
      'clients[].region',
      'next_page',
    ]);
    expect(found.every((finding) => finding.kind === 'unknown-field')).toBe(true);
    expect(byField.get('clients[].region')?.assumptions).toEqual(expect.arrayContaining(['A-01', 'A-02']));
    expect(byField.get('next_page')?.assumptions).toEqual(['A-01']);
  });

  it('names a missing required field of a reply, with the endpoint’s own assumption', () => {
    const found = findDrift('loginOtp', { mfa: 'ok' });
    expect(found).toContainEqual(
      expect.objectContaining({
        field: 'access_token',
        kind: 'invalid',
        assumptions: expect.arrayContaining(['A-10']),
      }),
    );
  });

  it('reports a reply that is not an object at all as the reply itself', () => {
    expect(findDrift('clients', ['not', 'an', 'object'])).toEqual([
      expect.objectContaining({ field: '(reply)', kind: 'invalid', code: 'invalid_type' }),
    ]);
  });
});
