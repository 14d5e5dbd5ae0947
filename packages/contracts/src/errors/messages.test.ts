import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../limits';
import { CODE_PATTERN, readSpec, specSection } from '../testing/spec-files';
import { ERROR_CODES, type ErrorCode } from './catalogue';
import { ERROR_MESSAGES } from './messages';
import enUS from './messages/en-US.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

/** Spec section 8, "Messages (Portuguese texts in one table)", verbatim. */
const SPEC_PT_BR: Partial<Record<ErrorCode, string>> = {
  INVALID_USER: 'Usuário ou senha inválidos.',
  INVALID_TOKEN: 'Token inválido',
  EMAIL_ALREADY_IN_USE: 'E-mail inserido já está em uso',
  TELEPHONE_ALREADY_IN_USE: 'Telefone inserido já está em uso',
  INVALID_ID: 'ID inválido',
  INVALID_BANK: 'Banco inválido',
  INVALID_METADATA: 'Metadados inválidos',
  ENTITY_NOT_FOUND: 'Entidade não encontrada',
  INVALID_EMAIL: 'E-mail inválido',
  INVALID_VALUE: 'Valor inválido',
  INVALID_FILE: 'Arquivo inválido',
  INVALID_BANK_NUMBER: 'Número do banco inválido',
  DUPLICATED_VALUE: 'Valor duplicado',
  IS_NOT_A_NUMBER: 'Não é um número',
  LENGTH_TOO_SHORT: 'Muito curto',
  LENGTH_TOO_LONG: 'Muito longo',
  IS_REQUIRED: 'É obrigatório',
  USER_NOT_FOUND: 'Usuário e/ou senha inválidos',
  NO_LICENSE_ENVIRONMENT: 'O número de licenças atingiu o seu limite máximo.',
  USER_ACCESS_IS_RESTRICTED: 'O acesso do usuário é restrito',
  NO_INSTANCE_AVAILABLE:
    'Ambiente não configurado. Entre em contato com o seu departamento de TI para liberação do ambiente',
};

/** English texts section 8 quotes in full ("Codes (English meaning)"). */
const SPEC_EN_US: Partial<Record<ErrorCode, string>> = {
  USER_NOT_FOUND: 'Invalid e-mail and/or password.',
  NO_LICENSE_CLIENT: 'The license limit has been reached.',
  AUTH_FAILURE: 'Authentication failed, try again.',
};

const FILES = { 'pt-BR': ptBR, 'en-US': enUS, es } as const;
const expectedKeys = [...ERROR_CODES, 'raw'].sort();
const spec = readSpec();

describe.each(LANGUAGES)('error messages in %s', (language) => {
  const file: Record<string, unknown> = FILES[language];

  it('has exactly one entry per catalogue code, plus raw', () => {
    expect(Object.keys(file).sort()).toEqual(expectedKeys);
  });

  it('is what ERROR_MESSAGES serves', () => {
    expect(ERROR_MESSAGES[language]).toBe(file);
  });

  it('has a non-empty, trimmed string for every key', () => {
    for (const [key, text] of Object.entries(file)) {
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(text, key).toBe((text as string).trim());
    }
  });

  it('shows the raw upstream text through {{text}}', () => {
    expect(file.raw).toBe('{{text}}');
  });

  it('shows no error code and no interpolation in the user-facing texts', () => {
    for (const code of ERROR_CODES) {
      const text = ERROR_MESSAGES[language][code];
      expect(text.match(CODE_PATTERN), code).toBeNull();
      expect(text, code).not.toContain('{{');
    }
  });

  it('does not reuse one text for two codes that mean different things', () => {
    const byText = new Map<string, ErrorCode[]>();
    for (const code of ERROR_CODES) {
      const text = ERROR_MESSAGES[language][code];
      byText.set(text, [...(byText.get(text) ?? []), code]);
    }
    const shared = [...byText.values()].filter((codes) => codes.length > 1);
    expect(shared).toEqual([]);
  });
});

describe('spec texts', () => {
  it.each(Object.entries(SPEC_PT_BR))('pt-BR %s is the spec text', (code, text) => {
    expect(ERROR_MESSAGES['pt-BR'][code as ErrorCode]).toBe(text);
  });

  it.each(Object.entries(SPEC_EN_US))('en-US %s is the spec text', (code, text) => {
    expect(ERROR_MESSAGES['en-US'][code as ErrorCode]).toBe(text);
  });

  it('en-US MAXIMUM_LOGIN_ATTEMPTS says the user was made inactive and to contact the administrator', () => {
    expect(ERROR_MESSAGES['en-US'].MAXIMUM_LOGIN_ATTEMPTS).toMatch(/inactive/i);
    expect(ERROR_MESSAGES['en-US'].MAXIMUM_LOGIN_ATTEMPTS).toMatch(/contact your administrator/i);
  });

  it.runIf(spec !== undefined)('the literal pt-BR table is the whole table of the spec file', () => {
    const section = specSection(spec ?? '', 8);
    const start = section.indexOf('### Messages (Portuguese texts in one table)');
    expect(start).toBeGreaterThan(0);
    const table = section.slice(start, section.indexOf('\n### ', start + 1));
    const pairs = [...table.matchAll(/([A-Z][A-Z0-9_]+) '([^']*)'/g)].map((m) => [m[1], m[2]]);
    expect(pairs.length).toBeGreaterThan(0);
    expect(Object.fromEntries(pairs)).toEqual(SPEC_PT_BR);
  });

  it.runIf(spec !== undefined)('the literal English texts are quoted in the spec file', () => {
    const section = specSection(spec ?? '', 8);
    for (const [code, text] of Object.entries(SPEC_EN_US)) {
      // The spec abbreviates some quotes with "..."; the first words must match.
      const quoted = new RegExp(`${code} \\(['"]?([^)'"]+?)(?:\\.\\.\\.)?['"]?\\)`, 'i').exec(section)?.[1];
      expect(quoted, code).toBeDefined();
      expect(text.toLowerCase().replace(/\.$/, ''), code).toContain(
        (quoted ?? '').toLowerCase().replace(/\.+$/, ''),
      );
    }
  });
});
