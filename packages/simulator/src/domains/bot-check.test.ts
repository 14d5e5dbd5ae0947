import { BOT_CHECK_STAND_IN_TOKEN } from '@portal/contracts/portal';
import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { SMALL_SCENARIO_YAML, smallWorld } from '../test-support';
import { login } from './auth';
import { ANN } from './domain-test-support';

function worldWith(recaptcha: string, extraUserYaml = ''): World {
  const text = SMALL_SCENARIO_YAML.replace(
    'maxLoginAttempts: 3\n',
    `maxLoginAttempts: 3\n  recaptcha: ${recaptcha}\n`,
  ).replace('    clients: [one, two]\n', `    clients: [one, two]\n${extraUserYaml}`);
  return new World('w', 'small', () => parseScenario(text, 'small.yaml'), { baseNow: () => 0 });
}

const REFUSED = { status: 400, body: { error: 'INVALID_RECAPTCHA' } };

describe('the bot check on login (settings.recaptcha)', () => {
  it('accepts any token, or none, by default', () => {
    const state = smallWorld().state;
    expect(state.settings.recaptcha).toBe('accept');
    expect(login(state, ANN).status).toBe(200);
    expect(login(state, { ...ANN, recaptcha_token: 'anything' }).status).toBe(200);
  });

  it('require: only the stand-in token passes; a missing or made-up one is INVALID_RECAPTCHA', () => {
    const { state } = worldWith('require');
    expect(login(state, ANN)).toEqual(REFUSED);
    expect(login(state, { ...ANN, recaptcha_token: 'made-up' })).toEqual(REFUSED);
    expect(login(state, { ...ANN, recaptcha_token: BOT_CHECK_STAND_IN_TOKEN }).status).toBe(200);
  });

  it('reject: every token is refused, before the password is checked (no failed attempt counted)', () => {
    const world = worldWith('reject');
    for (let i = 0; i < 4; i++) {
      expect(
        login(world.state, { ...ANN, password: 'wrong', recaptcha_token: BOT_CHECK_STAND_IN_TOKEN }),
      ).toEqual(REFUSED);
    }
    expect(world.view().users.find((u) => u.email === ANN.email)).toMatchObject({
      active: true,
      failedAttempts: 0,
    });
  });
});

describe('the plugin-update flag of the login reply', () => {
  const flagOf = (world: World) =>
    ENDPOINTS.login.response.parse(login(world.state, ANN).body).should_update_plugin;

  it('is false unless the user says shouldUpdatePlugin', () => {
    expect(flagOf(smallWorld())).toBe(false);
    expect(flagOf(worldWith('accept', '    shouldUpdatePlugin: true\n'))).toBe(true);
  });
});
