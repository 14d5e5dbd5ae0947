import { checkPasswordRules, DEFAULT_PASSWORD_POLICY, PASSWORD_ALERTS } from '@portal/contracts/flows';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import es from './locales/es.json';
import ptBR from './locales/pt-BR.json';
import { formRules, ruleErrors } from './password-form';
import { changeValidator, registerValidator } from './password-validation';

const policy = DEFAULT_PASSWORD_POLICY;

describe('formRules and ruleErrors', () => {
  it('adds the old password and the e-mail when the form has them', () => {
    const rules = formRules(
      {
        password: 'Demo!Kite47',
        password_confirmation: 'Demo!Kite47',
        old_password: 'Demo!Kite47',
        email: 'demo@x.com',
      },
      policy,
    );
    expect(rules.filter((r) => !r.passed).map((r) => r.id)).toEqual(['noPersonalData', 'differsFromOld']);
    expect(ruleErrors(rules)).toEqual({ password: 'password:form.rulesNotMet' });
  });

  it('puts a differing confirmation on the confirmation field only', () => {
    const rules = formRules({ password: 'Blue!Kite47', password_confirmation: 'Blue!Kite4' }, policy);
    expect(ruleErrors(rules)).toEqual({ password_confirmation: 'password:form.mismatch' });
  });
});

describe('the forms validators', () => {
  it('change: the schema first (required, e-mail), then the rules of the current policy', () => {
    let current = policy;
    const validate = changeValidator(() => ({ policy: current }));
    const values = {
      email: 'ann@example.com',
      old_password: 'Old@Pass1',
      password: 'abcd',
      password_confirmation: 'abcd',
    };
    expect(validate({ ...values, email: 'nope' })).toEqual({
      ok: false,
      errors: { email: 'validation.email', password: 'password:form.rulesNotMet' },
    });
    // A laxer server policy (4 characters, no restrictions) accepts what the defaults refused.
    current = { minLength: 4, maxLength: 40, restrictions: [] };
    expect(validate({ ...values, password: 'wxyz', password_confirmation: 'wxyz' })).toMatchObject({
      ok: true,
    });
  });

  it('register: refuses a password with a part of the e-mail it was given', () => {
    const validate = registerValidator(() => ({ policy, email: 'kite.flyer@example.com' }));
    expect(validate({ password: 'Kite!Blue47', password_confirmation: 'Kite!Blue47' })).toEqual({
      ok: false,
      errors: { password: 'password:form.rulesNotMet' },
    });
    expect(validate({ password: 'Lamp!Blue47', password_confirmation: 'Lamp!Blue47' })).toMatchObject({
      ok: true,
    });
  });
});

describe('the password namespace', () => {
  const files = { 'pt-BR': ptBR, 'en-US': enUS, es };
  const has = (strings: unknown, path: string): boolean =>
    typeof path
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings) ===
    'string';

  it.each(Object.entries(files))(
    '%s has every alert the gateway sends and every rule the checklist shows',
    (_, strings) => {
      const keys = [
        ...Object.values(PASSWORD_ALERTS),
        ...checkPasswordRules({ password: '', confirmation: '', oldPassword: '', policy }).map((r) =>
          r.params ? `${r.key}_other` : r.key,
        ),
        'password:form.rulesNotMet',
        'password:form.mismatch',
      ];
      for (const key of keys) expect(has(strings, key.replace(/^password:/, '')), key).toBe(true);
    },
  );
});
