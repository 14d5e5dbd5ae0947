import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { login } from './auth';
import { changePassword, registerPassword, resetPassword } from './password';

const YAML = `title: Field rules
codes: [LENGTH_TOO_SHORT]
steps: [Try it.]
settings:
  fieldRules:
    newPasswordLength: { min: 12, max: 16 }
    subaddressedEmails: false
users:
  - { email: ann@example.com, password: Ann@Pass1 }
  - { email: ann+billing@example.com, password: Ann@Pass1 }
  - email: link@example.com
    password: Link@Pass1
    uuid: link-uuid
    resetLink: { token: link-ok, expiresInMinutes: 30 }
`;

const LENIENT = YAML.replace(/settings:[\s\S]*?users:/, 'users:');

function stateOf(yaml: string) {
  return new World('w', 'fields', () => parseScenario(yaml, 'fields.yaml'), { baseNow: () => 0 }).state;
}

const errorOf = (reply: { body: unknown }) => (reply.body as { error?: string }).error;

const change = (password: string, old_password = 'Ann@Pass1') => ({
  email: 'ann@example.com',
  old_password,
  password,
  password_confirmation: password,
});

describe('the upstream field rules stricter than the forms', () => {
  it('refuses a sub-addressed e-mail on sign-in and on forgot password when the world says so', () => {
    const state = stateOf(YAML);
    const signIn = login(state, { email: 'ann+billing@example.com', password: 'Ann@Pass1' });
    expect(signIn.status).toBe(400);
    expect(errorOf(signIn)).toBe('email:INVALID_EMAIL');
    expect(errorOf(resetPassword(state, 'ann+billing@example.com'))).toBe('email:INVALID_EMAIL');
    expect(login(state, { email: 'ann@example.com', password: 'Ann@Pass1' }).status).toBe(200);
  });

  it('takes a sub-addressed e-mail by default', () => {
    const state = stateOf(LENIENT);
    expect(login(state, { email: 'ann+billing@example.com', password: 'Ann@Pass1' }).status).toBe(200);
  });

  it('refuses a new password outside the length bounds on change and on a register link', () => {
    const state = stateOf(YAML);
    expect(errorOf(changePassword(state, change('Blue!Kite47')))).toBe('password:LENGTH_TOO_SHORT');
    expect(errorOf(changePassword(state, change('Blue!Kite47Blue!Kite')))).toBe('password:LENGTH_TOO_LONG');
    const register = (password: string) =>
      registerPassword(state, {
        user_uuid: 'link-uuid',
        token: 'link-ok',
        password,
        password_confirmation: password,
      });
    expect(errorOf(register('Blue!Kite47'))).toBe('password:LENGTH_TOO_SHORT');
    expect(errorOf(register('Blue!Kite47Blue!Kite'))).toBe('password:LENGTH_TOO_LONG');
    expect(changePassword(state, change('Blue!Kite47Blu')).status).toBe(200);
  });

  it('keeps the policy alone when the world sets no bounds', () => {
    expect(changePassword(stateOf(LENIENT), change('Blue!Kite47')).status).toBe(200);
  });

  it('refuses a current password of spaces as missing, before comparing it', () => {
    const reply = changePassword(stateOf(LENIENT), change('Blue!Kite47', '   '));
    expect(reply.status).toBe(400);
    expect(errorOf(reply)).toBe('old_password:IS_REQUIRED');
  });
});
