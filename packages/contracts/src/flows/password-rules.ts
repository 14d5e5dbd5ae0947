import { LIMITS } from '../limits';

/**
 * The server's restriction names (spec section 5; the names are ASSUMPTION A-39). A policy lists
 * the ones in force; the length bounds come beside them.
 */
export const PASSWORD_RESTRICTIONS = [
  'UPPERCASE',
  'LOWERCASE',
  'NUMBER',
  'SPECIAL_CHARACTER',
  'NO_PERSONAL_DATA',
  'NO_SEQUENCE',
] as const;
export type PasswordRestriction = (typeof PASSWORD_RESTRICTIONS)[number];

/** A password policy as the portal uses it: the server's restrictions reply, normalised. */
export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  restrictions: readonly PasswordRestriction[];
}

/** Until the server has answered (or when it cannot), every rule of section 5 applies. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: LIMITS.passwordMaxLength,
  restrictions: PASSWORD_RESTRICTIONS,
};

/** Characters section 5 forbids in a password. */
export const FORBIDDEN_PASSWORD_CHARACTERS = ["'", '"', '#'] as const;

/** The shortest run that counts as a sequence ("abc", "321", "aaa"). */
export const SEQUENCE_LENGTH = 3;
/** Parts of a name or e-mail shorter than this are too common to forbid ("a", "jo"). */
export const PERSONAL_PART_MIN_LENGTH = 3;

/**
 * The server's reply (`restrictions`, `min_length`, `max_length`) as a policy: unknown names are
 * dropped, missing bounds take the defaults, and no server can raise the maximum above 40.
 */
export function policyFromRestrictions(reply: {
  restrictions?: readonly string[] | null;
  min_length?: number | null;
  max_length?: number | null;
}): PasswordPolicy {
  const known = new Set<string>(PASSWORD_RESTRICTIONS);
  const maxLength = Math.max(
    Math.min(reply.max_length ?? LIMITS.passwordMaxLength, LIMITS.passwordMaxLength),
    1,
  );
  const minLength = Math.min(Math.max(reply.min_length ?? DEFAULT_PASSWORD_POLICY.minLength, 1), maxLength);
  const restrictions = (reply.restrictions ?? []).filter((r): r is PasswordRestriction => known.has(r));
  return { minLength, maxLength, restrictions };
}

export type PasswordRuleId =
  | 'minLength'
  | 'maxLength'
  | 'uppercase'
  | 'lowercase'
  | 'number'
  | 'special'
  | 'forbiddenCharacters'
  | 'noPersonalData'
  | 'noSequence'
  | 'differsFromOld'
  | 'confirmationMatches';

export interface PasswordRuleResult {
  id: PasswordRuleId;
  passed: boolean;
  /** The i18n key of the rule's checklist text (the web's `password` namespace). */
  key: string;
  params?: Record<string, number | string>;
}

export interface PasswordRulesInput {
  password: string;
  /** Omit to leave the confirmation rule out (the server-side policy check). */
  confirmation?: string;
  /** Change password only: the new one must differ from it. */
  oldPassword?: string;
  /** The user's e-mail and name, when known; their parts may not appear in the password. */
  personal?: readonly string[];
  policy: PasswordPolicy;
}

const RESTRICTION_OF: Partial<Record<PasswordRuleId, PasswordRestriction>> = {
  uppercase: 'UPPERCASE',
  lowercase: 'LOWERCASE',
  number: 'NUMBER',
  special: 'SPECIAL_CHARACTER',
  noPersonalData: 'NO_PERSONAL_DATA',
  noSequence: 'NO_SEQUENCE',
};

const rule = (
  id: PasswordRuleId,
  passed: boolean,
  params?: PasswordRuleResult['params'],
): PasswordRuleResult =>
  params === undefined
    ? { id, passed, key: `password:rules.${id}` }
    : { id, passed, key: `password:rules.${id}`, params };

/**
 * Every client rule of spec section 5, in the order the checklist shows them. One pure function
 * for the forgot, change and register forms and for the simulator's server-side check.
 */
export function checkPasswordRules(input: PasswordRulesInput): PasswordRuleResult[] {
  const { password, policy } = input;
  const length = [...password].length;
  const inForce = new Set(policy.restrictions);
  const all: PasswordRuleResult[] = [
    rule('minLength', length >= policy.minLength, { count: policy.minLength }),
    rule('maxLength', length <= policy.maxLength, { count: policy.maxLength }),
    rule('uppercase', /\p{Lu}/u.test(password)),
    rule('lowercase', /\p{Ll}/u.test(password)),
    rule('number', /\p{Nd}/u.test(password)),
    rule('special', /[^\p{L}\p{N}\s]/u.test(password)),
    rule('forbiddenCharacters', !FORBIDDEN_PASSWORD_CHARACTERS.some((c) => password.includes(c))),
    rule('noPersonalData', personalPartIn(password, input.personal ?? []) === undefined),
    rule('noSequence', !hasSequence(password)),
  ];
  const rules = all.filter((r) => {
    const restriction = RESTRICTION_OF[r.id];
    return restriction === undefined || inForce.has(restriction);
  });
  if (input.oldPassword !== undefined) {
    rules.push(rule('differsFromOld', password !== input.oldPassword));
  }
  if (input.confirmation !== undefined) {
    rules.push(rule('confirmationMatches', password !== '' && password === input.confirmation));
  }
  return rules;
}

export const allRulesPass = (rules: readonly PasswordRuleResult[]): boolean => rules.every((r) => r.passed);

/**
 * The words of names and e-mails: the local part split at dots, dashes, underscores and plus
 * signs, the domain's labels without the top-level one, a name's words.
 */
export function personalParts(values: readonly string[]): string[] {
  const parts = new Set<string>();
  for (const value of values) {
    const lower = value.trim().toLowerCase();
    const at = lower.lastIndexOf('@');
    const words =
      at < 0
        ? lower.split(/[^\p{L}\p{N}]+/u)
        : [
            ...lower.slice(0, at).split(/[^\p{L}\p{N}]+/u),
            ...lower
              .slice(at + 1)
              .split('.')
              .slice(0, -1)
              .flatMap((label) => label.split(/[^\p{L}\p{N}]+/u)),
          ];
    for (const word of words) if ([...word].length >= PERSONAL_PART_MIN_LENGTH) parts.add(word);
  }
  return [...parts];
}

/** The first part of a name or e-mail found in the password (case-insensitive), if any. */
export function personalPartIn(password: string, personal: readonly string[]): string | undefined {
  const lower = password.toLowerCase();
  return personalParts(personal).find((part) => lower.includes(part));
}

/**
 * Three or more letters or digits in a row that climb or fall by one ("abc", "CBA", "123", "987")
 * or repeat ("aaa", "111"); letters without regard to case.
 */
export function hasSequence(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) =>
    /[\p{L}\p{N}]/u.test(c) ? c.codePointAt(0) : undefined,
  );
  let run = 1;
  let step: number | undefined;
  for (let i = 1; i < codes.length; i += 1) {
    const prev = codes[i - 1];
    const here = codes[i];
    const diff = prev === undefined || here === undefined ? undefined : here - prev;
    if (diff !== undefined && Math.abs(diff) <= 1 && (run === 1 || diff === step)) {
      run += 1;
      step = diff;
    } else if (diff !== undefined && Math.abs(diff) <= 1) {
      run = 2;
      step = diff;
    } else {
      run = 1;
      step = undefined;
    }
    if (run >= SEQUENCE_LENGTH) return true;
  }
  return false;
}
