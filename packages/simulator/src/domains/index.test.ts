import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { smallWorld } from '../test-support';
import { login } from './auth';
import { dispatch, PUBLIC_ROUTES } from './dispatch';
import { HANDLERS, NOT_MODELLED_ENDPOINTS } from './index';

const names = Object.keys(ENDPOINTS) as EndpointName[];

function tokenOf(world: ReturnType<typeof smallWorld>): string {
  return ENDPOINTS.login.response.parse(
    login(world.state, { email: 'ann@example.com', password: 'Ann@Pass1' }).body,
  ).access_token;
}

describe('HANDLERS', () => {
  it('has an entry for every endpoint and nothing else', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...names].sort());
  });

  it("gives each modelled endpoint a handler of the endpoint's own access", () => {
    for (const name of names) {
      const handler = HANDLERS[name];
      if (handler !== 'not-modelled') expect(handler.access, name).toBe(ENDPOINTS[name].access);
    }
  });

  it('derives NOT_MODELLED_ENDPOINTS from the record', () => {
    expect(NOT_MODELLED_ENDPOINTS).toEqual(names.filter((name) => HANDLERS[name] === 'not-modelled'));
    expect(NOT_MODELLED_ENDPOINTS).not.toContain('loginOtp');
    expect(NOT_MODELLED_ENDPOINTS).not.toContain('login');
  });

  it('derives the public routes from the contracts', () => {
    expect([...PUBLIC_ROUTES].sort()).toEqual(names.filter((n) => ENDPOINTS[n].access === 'public').sort());
  });

  it.each(NOT_MODELLED_ENDPOINTS)(
    '%s answers 501 SIMULATOR_NOT_IMPLEMENTED (bearer routes after the bearer check)',
    (name) => {
      const world = smallWorld();
      const input = { body: {}, query: {}, bearer: tokenOf(world) };
      expect(dispatch(world.state, name, input)).toEqual({
        status: 501,
        body: { error: 'SIMULATOR_NOT_IMPLEMENTED' },
      });
      const anonymous = dispatch(world.state, name, { ...input, bearer: undefined });
      if (ENDPOINTS[name].access === 'public') expect(anonymous.status).toBe(501);
      else expect(anonymous).toEqual({ status: 401, body: { error: 'INVALID_ACCESS_TOKEN' } });
    },
  );
});
