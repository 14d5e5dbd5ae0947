import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assumptionsPath,
  CODE_PATTERN,
  markdownSection,
  readSpec,
  specSection,
  tableRows,
} from '../testing/spec-files';
import type { ErrorBehaviour } from './behaviours';
import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode, isErrorCode } from './catalogue';

/** Every UPPER_SNAKE code spec section 8 names, copied here so the test holds without the spec file. */
const SECTION_8_CODES = [
  'INSTANCE_TURNING_ON',
  'NO_LICENSE_ENVIRONMENT',
  'NO_LICENSE_CLIENT',
  'NO_LICENSE',
  'INVALID_COMPANY',
  'COMPANY_ALREADY_REGISTERED',
  'USER_ACCESS_IS_RESTRICTED',
  'INVALID_RECAPTCHA',
  'PASSWORD_EXPIRED',
  'EXTERNAL_USER',
  'INVALID_PASSWORD_TRY_AGAIN',
  'INVALID_PASSWORD_COMPLEXITY',
  'UNEXPECTED_ERROR',
  'USER_NOT_ACTIVE',
  'MAXIMUM_PIN_INVALID_RETRIES',
  'INVALID_PIN',
  'NO_INSTANCE_AVAILABLE',
  'INVALID_USER',
  'INVALID_TOKEN',
  'EMAIL_ALREADY_IN_USE',
  'TELEPHONE_ALREADY_IN_USE',
  'INVALID_ID',
  'INVALID_BANK',
  'INVALID_METADATA',
  'ENTITY_NOT_FOUND',
  'INVALID_EMAIL',
  'INVALID_VALUE',
  'INVALID_FILE',
  'INVALID_BANK_NUMBER',
  'DUPLICATED_VALUE',
  'IS_NOT_A_NUMBER',
  'LENGTH_TOO_SHORT',
  'LENGTH_TOO_LONG',
  'IS_REQUIRED',
  'USER_NOT_FOUND',
  'NOT_INPUT_DATA',
  'INVALID_PASSWORD',
  'AUTH_FAILURE',
  'PASSWORD_EXPIRES_SOON',
  'UNABLE_UPDATE_PASSWORD',
  'ERROR_UPDATING_PASSWORD',
  'INVALID_TYPE',
  'NOT_NULL',
  'VALIDATOR_FAILED',
  'ERROR_IN_ACCESS_VALIDATION',
  'HAS_PENDING_CONNECTION',
  'PASSWORD_CHANGE_ERROR',
  'EXPIRED_MAIL',
  'ERROR_TO_SEND_DISCONNECT',
  'USER_NO_OTP_DATA',
  'USER_OTP_ALREADY_CONFIGURED',
  'USER_OTP_INVALID',
  'UNSENT_EMAIL',
  'CLIENT_NOT_FOUND',
  'SOMETHING_WENT_WRONG',
  'PAYLOAD_NOT_RIGHT',
  'MAXIMUM_LOGIN_ATTEMPTS',
  'ENVIRONMENT_NOT_CONFIGURED',
  'VIRTUALIZER_NOT_FOUND',
  'MFA_TYPE_ERROR',
  'DUO_SETTINGS_NOT_FOUND',
  'DUO_STATE_MISMATCH',
  'DUO_ERROR_TO_AUTHENTICATE',
  'INVALID_VALIDATION_TYPE',
  'VALIDATION_NOT_REQUIRED',
  'REGISTRATION_ERROR',
  'INVALID_ACCESS_TOKEN',
  'IDP_NOT_FOUND',
  'IDP_AUTH_LOGIN_REDIRECT_ERROR',
  'ACS_PROCESS_ASSERTION_ERROR',
  'RELAY_STATE_ERROR',
] as const;

/**
 * UPPER_SNAKE tokens of section 8 that are not error codes, each with its reason. Empty today:
 * SSO_FORCE_USER_LOGOUT, the one status-like token of the spec, is in section 4 only.
 */
const NOT_ERROR_CODES: Readonly<Record<string, string>> = {};

const BEHAVIOURS: readonly ErrorBehaviour[] = [
  'toast',
  'toast-info',
  'toast-success',
  'silent',
  'go-messages',
  'logout-if-one-client-else-environments',
  'toast-and-go-home',
  'access-restricted',
  'pending-connection',
  'password-expired',
  'go-home',
  'logout',
];

const namedByUs = ERROR_CODES.filter((code) => 'named' in ERROR_CATALOGUE[code]);
const spec = readSpec();

describe('ERROR_CATALOGUE against spec section 8', () => {
  it('holds every code of the literal section 8 list', () => {
    const missing = SECTION_8_CODES.filter((code) => !isErrorCode(code));
    expect(missing).toEqual([]);
  });

  it('holds nothing beyond section 8 except the codes we named', () => {
    const listed = new Set<string>(SECTION_8_CODES);
    const invented = ERROR_CODES.filter((code) => !listed.has(code) && !namedByUs.includes(code));
    expect(invented).toEqual([]);
  });

  it("marks none of the spec's own codes as named by us", () => {
    expect(namedByUs.filter((code) => (SECTION_8_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('has no duplicates in the literal list', () => {
    expect(new Set(SECTION_8_CODES).size).toBe(SECTION_8_CODES.length);
  });

  it.runIf(spec !== undefined)('holds every UPPER_SNAKE token of section 8 of the spec file', () => {
    const section = specSection(spec ?? '', 8);
    expect(section).toContain('## 8. Error catalogue');
    expect(section).not.toContain('## 9.');
    const tokens = [...new Set(section.match(CODE_PATTERN) ?? [])];
    const codes = tokens.filter((token) => !Object.hasOwn(NOT_ERROR_CODES, token));
    expect(codes.filter((code) => !isErrorCode(code))).toEqual([]);
    // The literal list and the spec agree both ways, so neither can drift alone.
    expect([...codes].sort()).toEqual([...SECTION_8_CODES].sort());
    for (const excluded of Object.keys(NOT_ERROR_CODES)) expect(tokens).toContain(excluded);
  });

  it.runIf(spec !== undefined)(
    'keeps SSO_FORCE_USER_LOGOUT (section 4) out of section 8 and the catalogue, as the spec file does',
    () => {
      expect(specSection(spec ?? '', 4)).toContain('SSO_FORCE_USER_LOGOUT');
      expect(specSection(spec ?? '', 8)).not.toContain('SSO_FORCE_USER_LOGOUT');
      expect(isErrorCode('SSO_FORCE_USER_LOGOUT')).toBe(false);
    },
  );
});

describe('ERROR_CATALOGUE entries', () => {
  it.each(ERROR_CODES)('%s has a valid status, behaviour and area', (code) => {
    const entry = ERROR_CATALOGUE[code];
    expect(Number.isInteger(entry.status)).toBe(true);
    expect(entry.status).toBeGreaterThanOrEqual(200);
    expect(entry.status).toBeLessThan(600);
    expect(BEHAVIOURS).toContain(entry.behaviour);
    expect(['auth', 'password', 'mfa', 'sso', 'device', 'client', 'launch', 'data', 'general']).toContain(
      entry.area,
    );
    expect(code).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/);
  });

  it('keeps the statuses the spec implies', () => {
    const implied: Partial<Record<ErrorCode, number>> = {
      NO_LICENSE_ENVIRONMENT: 202,
      NO_INSTANCE_AVAILABLE: 202,
      HAS_PENDING_CONNECTION: 206,
      USER_NOT_FOUND: 404,
      INVALID_ACCESS_TOKEN: 401,
    };
    for (const [code, status] of Object.entries(implied)) {
      expect(ERROR_CATALOGUE[code as ErrorCode].status, code).toBe(status);
    }
  });

  it('keeps the behaviours section 8 gives', () => {
    const expected: Partial<Record<ErrorCode, ErrorBehaviour>> = {
      INSTANCE_TURNING_ON: 'go-messages',
      NO_LICENSE_ENVIRONMENT: 'logout-if-one-client-else-environments',
      NO_INSTANCE_AVAILABLE: 'logout-if-one-client-else-environments',
      NO_LICENSE_CLIENT: 'toast-and-go-home',
      NO_LICENSE: 'toast-and-go-home',
      INVALID_COMPANY: 'silent',
      COMPANY_ALREADY_REGISTERED: 'silent',
      USER_ACCESS_IS_RESTRICTED: 'access-restricted',
      HAS_PENDING_CONNECTION: 'pending-connection',
      PASSWORD_EXPIRED: 'password-expired',
      MAXIMUM_PIN_INVALID_RETRIES: 'go-home',
      INVALID_ACCESS_TOKEN: 'logout',
    };
    for (const [code, behaviour] of Object.entries(expected)) {
      expect(ERROR_CATALOGUE[code as ErrorCode].behaviour, code).toBe(behaviour);
    }
  });

  it('isErrorCode accepts catalogue codes only, not inherited keys', () => {
    expect(isErrorCode('INVALID_USER')).toBe(true);
    expect(isErrorCode('invalid_user')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
    expect(isErrorCode('')).toBe(false);
  });
});

describe('ASSUMPTIONS.md matches the catalogue', () => {
  const markdown = readFileSync(assumptionsPath, 'utf8');
  const codeOf = (cell: string | undefined) => /^`([A-Z0-9_]+)`$/.exec(cell ?? '')?.[1];

  it('lists exactly the codes named by us, with their status and behaviour', () => {
    const rows = tableRows(markdownSection(markdown, 'Codes the spec describes without a name'));
    const listed = rows.map((cells) => codeOf(cells[0]));
    expect(listed.every((code) => code !== undefined)).toBe(true);
    expect([...listed].sort()).toEqual([...namedByUs].sort());
    expect(namedByUs.length).toBeGreaterThan(0);
    for (const cells of rows) {
      const code = codeOf(cells[0]) as ErrorCode;
      expect(Number(cells[2]), code).toBe(ERROR_CATALOGUE[code].status);
      expect(cells[3], code).toBe(ERROR_CATALOGUE[code].behaviour);
    }
  });

  it('gives every code its default status and behaviour, as in the catalogue', () => {
    const rows = tableRows(markdownSection(markdown, 'Default HTTP status of every code'));
    const listed = rows.map((cells) => codeOf(cells[0]));
    expect([...listed].sort()).toEqual([...ERROR_CODES].sort());
    for (const cells of rows) {
      const code = codeOf(cells[0]) as ErrorCode;
      expect(Number(cells[1]), code).toBe(ERROR_CATALOGUE[code].status);
      expect(cells[3], code).toBe(ERROR_CATALOGUE[code].behaviour);
      expect(cells[4], code).toBe(ERROR_CATALOGUE[code].area);
    }
  });
});
