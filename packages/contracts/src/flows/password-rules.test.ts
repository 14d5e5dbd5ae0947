import { describe, expect, it } from 'vitest';
import {
  allRulesPass,
  checkPasswordRules,
  DEFAULT_PASSWORD_POLICY,
  hasSequence,
  type PasswordPolicy,
  type PasswordRuleId,
  personalPartIn,
  personalParts,
  policyFromRestrictions,
} from './password-rules';

const failing = (rules: ReturnType<typeof checkPasswordRules>): PasswordRuleId[] =>
  rules.filter((r) => !r.passed).map((r) => r.id);

const check = (password: string, extra: Partial<Parameters<typeof checkPasswordRules>[0]> = {}) =>
  checkPasswordRules({ password, policy: DEFAULT_PASSWORD_POLICY, ...extra });

describe('checkPasswordRules (spec section 5)', () => {
  it('accepts a password that meets every rule', () => {
    const rules = check('Blue!Kite47', {
      confirmation: 'Blue!Kite47',
      oldPassword: 'Old@Pass9',
      personal: ['ann.smith@example.com'],
    });
    expect(failing(rules)).toEqual([]);
    expect(allRulesPass(rules)).toBe(true);
  });

  it('lists the rules in checklist order with their i18n keys', () => {
    const rules = check('x', { confirmation: 'x', oldPassword: 'y' });
    expect(rules.map((r) => r.id)).toEqual([
      'minLength',
      'maxLength',
      'uppercase',
      'lowercase',
      'number',
      'special',
      'forbiddenCharacters',
      'noPersonalData',
      'noSequence',
      'differsFromOld',
      'confirmationMatches',
    ]);
    expect(rules[0]).toEqual({
      id: 'minLength',
      passed: false,
      key: 'password:rules.minLength',
      params: { count: 8 },
    });
    expect(rules[1]).toMatchObject({ key: 'password:rules.maxLength', params: { count: 40 } });
  });

  it.each([
    ['blue!kite47', 'uppercase'],
    ['BLUE!KITE47', 'lowercase'],
    ['Blue!Kite', 'number'],
    ['BlueKite47', 'special'],
    ['Bl!K4', 'minLength'],
  ] as const)('%s fails %s only', (password, id) => {
    expect(failing(check(password))).toEqual([id]);
  });

  it('counts accented capitals and small letters as letters of their case', () => {
    expect(failing(check('Ébano!ção48'))).toEqual([]);
  });

  it('refuses more than the maximum, and never allows more than 40 whatever the server says', () => {
    expect(failing(check(`Aa1!${'kx'.repeat(18)}`))).toEqual([]);
    expect(failing(check(`Aa1!${'kx'.repeat(18)}k`))).toEqual(['maxLength']);
    const lax = policyFromRestrictions({ restrictions: [], max_length: 100 });
    expect(lax.maxLength).toBe(40);
  });

  it.each(["Blue'Kite47", 'Blue"Kite47', 'Blue#Kite47'])('forbids quotes and # (%s)', (password) => {
    expect(failing(check(password))).toEqual(['forbiddenCharacters']);
  });

  it('requires the new password to differ from the old one', () => {
    expect(failing(check('Blue!Kite47', { oldPassword: 'Blue!Kite47' }))).toEqual(['differsFromOld']);
    expect(check('Blue!Kite47').some((r) => r.id === 'differsFromOld')).toBe(false);
  });

  it('requires a non-empty confirmation equal to the password', () => {
    expect(failing(check('Blue!Kite47', { confirmation: 'Blue!Kite48' }))).toEqual(['confirmationMatches']);
    expect(failing(check('', { confirmation: '' }))).toContain('confirmationMatches');
    expect(check('Blue!Kite47').some((r) => r.id === 'confirmationMatches')).toBe(false);
  });

  it('refuses parts of the e-mail and the name, whatever their case', () => {
    const personal = ['ann.smith@acme-corp.example.com', 'Ann Marie Smith'];
    expect(failing(check('Smith!Kite47', { personal }))).toEqual(['noPersonalData']);
    expect(failing(check('Blue!ACME47', { personal }))).toEqual(['noPersonalData']);
    expect(failing(check('Blue!Marie47', { personal }))).toEqual(['noPersonalData']);
    // Two-letter words and the top-level label are not personal data.
    expect(failing(check('Com!Ann!Kx47', { personal: ['an@example.com'] }))).toEqual([]);
  });

  it('refuses sequences', () => {
    expect(failing(check('Blue!Kite123'))).toEqual(['noSequence']);
    expect(failing(check('Xyz!Kite47'))).toEqual(['noSequence']);
  });

  it('applies only the restrictions the server lists, with its bounds', () => {
    const policy: PasswordPolicy = policyFromRestrictions({ restrictions: ['NUMBER'], min_length: 4 });
    expect(checkPasswordRules({ password: 'abc1', policy }).map((r) => r.id)).toEqual([
      'minLength',
      'maxLength',
      'number',
      'forbiddenCharacters',
    ]);
    expect(allRulesPass(checkPasswordRules({ password: 'abc1', policy }))).toBe(true);
  });
});

describe('policyFromRestrictions', () => {
  it('drops unknown names and fills missing bounds', () => {
    expect(policyFromRestrictions({ restrictions: ['UPPERCASE', 'EMOJI'], min_length: null })).toEqual({
      minLength: 8,
      maxLength: 40,
      restrictions: ['UPPERCASE'],
    });
  });

  it('keeps the minimum between 1 and the maximum', () => {
    expect(policyFromRestrictions({ min_length: 0 }).minLength).toBe(1);
    expect(policyFromRestrictions({ min_length: 50, max_length: 12 })).toMatchObject({
      minLength: 12,
      maxLength: 12,
    });
  });
});

describe('hasSequence', () => {
  it.each(['abc', 'CBA', 'aBc', '123', '987', 'aaa', '111', 'x!789'])('finds %s', (text) => {
    expect(hasSequence(text)).toBe(true);
  });
  it.each(['ab', 'abd', 'aab', 'a!b!c', '135', 'Blue!Kite47', '9ab'])('finds none in %s', (text) => {
    expect(hasSequence(text)).toBe(false);
  });
});

describe('personalParts', () => {
  it('splits e-mails and names into words of three or more characters', () => {
    expect(personalParts(['jo.ann_lee+x@mail.acme.com', 'Jo Lee'])).toEqual(['ann', 'lee', 'mail', 'acme']);
    expect(personalPartIn('xxLEExx', ['jo.ann_lee@x.com'])).toBe('lee');
    expect(personalPartIn('nothing', [])).toBeUndefined();
  });
});
