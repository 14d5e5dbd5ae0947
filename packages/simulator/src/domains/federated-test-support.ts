import type { Scenario } from '../scenario/schema';
import { World } from '../state/world';
import { smallScenario } from '../test-support';

export const DUO = { email: 'duo@example.com', password: 'Duo@Pass1' };
export const SSO = { email: 'sso@example.com', password: 'Sso@Pass1' };
export const ORIGIN = { pages: 'http://portal.test', portal: 'http://portal.test' };

/** The small scenario plus a Duo user, a single-sign-on user of ACME and the given settings. */
export function federatedWorld(settings: Partial<Scenario['settings']> = {}): World {
  const base = smallScenario();
  const template = base.users[0];
  if (!template) throw new Error('the small scenario has no user');
  const scenario: Scenario = {
    ...base,
    settings: { ...base.settings, ssoDomains: [{ code: 'ACME' }], ...settings },
    users: [...base.users, { ...template, ...DUO, mfa: 'duo' }, { ...template, ...SSO, ssoDomain: 'ACME' }],
  };
  return new World('w1', 'federated', () => structuredClone(scenario), {
    baseNow: () => Date.UTC(2026, 0, 1),
  });
}
