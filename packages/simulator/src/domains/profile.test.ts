import type { ErrorCode } from '@portal/contracts/errors';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import type { ScenarioProfile } from '../scenario/schema';
import { World } from '../state/world';
import { SMALL_SCENARIO_YAML } from '../test-support';
import { login } from './auth';
import { phoneDigits, profileProblem } from './profile';

const NOW = Date.UTC(2026, 0, 1);
const MANAGER = '7b1f3c52-0d4e-4a8f-9c61-2e5a7d9b0c13';
const others = {
  emails: new Set(['demo@example.com']),
  phones: new Set(['551155550100']),
  uuids: new Set([MANAGER]),
};

const COMPLETE: ScenarioProfile = {
  fullName: 'Carla Complete',
  phone: '+55 11 5555-0199',
  contactEmail: 'carla.home@example.org',
  language: 'pt-BR',
  bank: '341',
  bankAccount: '12345-6',
  managerUuid: MANAGER,
  birthDate: '1990-05-17',
  groups: ['finance', 'sales'],
  avatar: 'carla.PNG',
  metadata: { department: 'finance' },
};

describe('the upstream validators over a stored user record', () => {
  it('accept a record that keeps every rule, and an empty one', () => {
    expect(profileProblem(COMPLETE, others, NOW)).toBeUndefined();
    expect(profileProblem({}, others, NOW)).toBeUndefined();
  });

  it.each<[ScenarioProfile, keyof ScenarioProfile, ErrorCode]>([
    [{ fullName: null }, 'fullName', 'NOT_NULL'],
    [{ fullName: '  ' }, 'fullName', 'IS_REQUIRED'],
    [{ fullName: 'A' }, 'fullName', 'LENGTH_TOO_SHORT'],
    [{ fullName: 'x'.repeat(101) }, 'fullName', 'LENGTH_TOO_LONG'],
    [{ phone: 5511955550101 }, 'phone', 'INVALID_TYPE'],
    [{ phone: 'call reception' }, 'phone', 'IS_NOT_A_NUMBER'],
    [{ phone: '+55 (11) 5555-0100' }, 'phone', 'TELEPHONE_ALREADY_IN_USE'],
    [{ contactEmail: 'reception at acme' }, 'contactEmail', 'INVALID_EMAIL'],
    [{ contactEmail: 'Demo@Example.com' }, 'contactEmail', 'EMAIL_ALREADY_IN_USE'],
    [{ language: 'fr-FR' }, 'language', 'INVALID_VALUE'],
    [{ bank: '999' }, 'bank', 'INVALID_BANK'],
    [{ bankAccount: '12345' }, 'bankAccount', 'INVALID_BANK_NUMBER'],
    [{ managerUuid: 'the-boss' }, 'managerUuid', 'INVALID_ID'],
    [{ managerUuid: '00000000-0000-4000-8000-000000000000' }, 'managerUuid', 'ENTITY_NOT_FOUND'],
    [{ birthDate: '2023-02-30' }, 'birthDate', 'VALIDATOR_FAILED'],
    [{ birthDate: '2027-01-01' }, 'birthDate', 'VALIDATOR_FAILED'],
    [{ groups: ['finance', 'finance'] }, 'groups', 'DUPLICATED_VALUE'],
    [{ avatar: 'portrait.exe' }, 'avatar', 'INVALID_FILE'],
    [{ metadata: 'department=finance' }, 'metadata', 'INVALID_METADATA'],
    [{ metadata: { floor: 3 } }, 'metadata', 'INVALID_METADATA'],
  ])('%j breaks the rule of %s: %s', (profile, field, code) => {
    expect(profileProblem({ ...COMPLETE, ...profile }, others, NOW)).toEqual({ field, code });
  });

  it('reads a phone by its digits only', () => {
    expect(phoneDigits('+55 (11) 5555-0100')).toBe('551155550100');
    expect(phoneDigits('call 5555')).toBeUndefined();
    expect(phoneDigits('--')).toBeUndefined();
  });
});

describe('a sign-in saves the record, so a broken one refuses it', () => {
  const yaml = `${SMALL_SCENARIO_YAML.replace(
    'clients:\n  - client_uuid: one',
    `  - email: phone@example.com
    password: Phone@Pass1
    profile: { phone: "+55 11 5555-0100" }
  - email: twin@example.com
    password: Twin@Pass1
    profile: { phone: "5511 5555 0100" }
  - email: fine@example.com
    password: Fine@Pass1
    profile: { fullName: Fine Person }
clients:
  - client_uuid: one`,
  )}`;
  const world = () =>
    new World('w1', 'profile', () => parseScenario(yaml, 'profile.yaml'), { baseNow: () => NOW });

  it('answers field:CODE with the code status, only once the password is right', () => {
    const w = world();
    expect(login(w.state, { email: 'phone@example.com', password: 'Phone@Pass1' })).toEqual({
      status: 409,
      body: { error: 'phone:TELEPHONE_ALREADY_IN_USE' },
    });
    expect(login(w.state, { email: 'phone@example.com', password: 'wrong' }).body).toEqual({
      error: 'INVALID_USER',
    });
    expect(login(w.state, { email: 'fine@example.com', password: 'Fine@Pass1' }).status).toBe(200);
  });
});
