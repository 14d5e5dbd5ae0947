import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assumptionsPath, readSpec, specSection, tableRows } from '../testing/spec-files';
import { ENDPOINTS, type Endpoint, type EndpointName, type HttpMethod } from './endpoints';

/**
 * Every call of spec section 7, written out: method (null where the spec does not show it), the
 * path as the spec writes it, the query parameters, and the fields of the payload the spec gives.
 */
const SECTION_7: readonly {
  name: EndpointName;
  method: HttpMethod | null;
  specPath: string;
  query?: readonly string[];
  payload?: readonly string[];
}[] = [
  {
    name: 'login',
    method: 'POST',
    specPath: '/login',
    payload: ['email', 'password', 'back_url', 'recaptcha_token'],
  },
  { name: 'loginOtp', method: 'POST', specPath: '/login_otp', payload: [] },
  { name: 'totpQrcode', method: 'GET', specPath: '/totp_qrcode' },
  { name: 'resetPassword', method: 'POST', specPath: '/reset_password', payload: [] },
  {
    name: 'changePassword',
    method: 'POST',
    specPath: '/change_password',
    payload: ['email', 'old_password', 'password', 'password_confirmation', 'recaptcha_token'],
  },
  { name: 'registerPassword', method: 'POST', specPath: '/register_password', payload: [] },
  { name: 'ssoLogin', method: 'POST', specPath: '/sso/login' },
  { name: 'tokenValidate', method: 'POST', specPath: '/token/validate', payload: ['access_token'] },
  { name: 'ssoLogout', method: 'POST', specPath: 'sso/logout' },
  { name: 'checkPasswordRestrictions', method: 'POST', specPath: '/user/check_password_restrictions' },
  {
    name: 'checkPasswordRestrictionsWithLogin',
    method: 'POST',
    specPath: '/check_password_restrictions_with_login',
  },
  { name: 'duoCallback', method: 'POST', specPath: '/duo_callback' },
  {
    name: 'validateWithPin',
    method: 'POST',
    specPath: '/device_validation/validate_with_pin',
    payload: ['validation_type', 'pin'],
  },
  {
    name: 'sendPinToEmail',
    method: 'POST',
    specPath: '/device_validation/send_pin_to_email',
    payload: ['validation_type'],
  },
  { name: 'disconnectUser', method: 'POST', specPath: 'disconnect_user', payload: ['cli_uuid'] },
  { name: 'loginAttempt', method: 'GET', specPath: 'login_attempt', query: ['cli_uuid'] },
  // Client API
  { name: 'selectClient', method: null, specPath: '/select_client' },
  { name: 'clientSelected', method: null, specPath: 'client_selected', query: ['cli_uuid'] },
  { name: 'callPlugin', method: 'GET', specPath: '/call_plugin', query: ['cli_uuid', 'custom_params'] },
  { name: 'userSession', method: null, specPath: '/user/session', query: ['cli_uuid'] },
  {
    name: 'registerSelectedVirtualizer',
    method: 'POST',
    specPath: '/register_selected_virtualizer',
    payload: [],
  },
  { name: 'webClientApps', method: null, specPath: 'web_client_apps', query: ['cli_uuid'] },
  // "list of clients (path not shown)": A-01.
  { name: 'clients', method: null, specPath: '/clients' },
];

/** Calls in ENDPOINTS that section 7 does not list, each with its reason. */
const NOT_IN_SECTION_7: Partial<Record<EndpointName, string>> = {
  logout: 'A-08: section 4 logs a normal user out; the call is not shown in section 7',
};

const normalise = (specPath: string) => `/${specPath.replace(/^\//, '').replace(/\?.*$/, '')}`;
const fieldsOf = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
const entries = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];
const spec = readSpec();

describe('ENDPOINTS against spec section 7', () => {
  it.each(SECTION_7)('$name: $method $specPath', ({ name, method, specPath, query, payload }) => {
    const endpoint: Endpoint = ENDPOINTS[name];
    expect(endpoint.path).toBe(normalise(specPath));
    if (method !== null) expect(endpoint.method).toBe(method);
    else expect(endpoint.assumption, 'a method the spec does not show is an assumption').toMatch(/^A-\d\d$/);
    expect(endpoint.query ?? []).toEqual(query ?? []);
    if (payload !== undefined) {
      expect(endpoint.request, 'the spec gives a payload').toBeDefined();
      expect(fieldsOf(endpoint.request)).toEqual(expect.arrayContaining([...payload]));
    }
  });

  it('lists every ENDPOINTS entry, or says why not', () => {
    const listed = new Set<string>([...SECTION_7.map((call) => call.name), ...Object.keys(NOT_IN_SECTION_7)]);
    expect(entries.map(([name]) => name).filter((name) => !listed.has(name))).toEqual([]);
    expect(new Set(SECTION_7.map((call) => call.name)).size).toBe(SECTION_7.length);
  });

  it.runIf(spec !== undefined)('covers every row of the Authentication API table of the spec file', () => {
    const section = specSection(spec ?? '', 7);
    const table = section.slice(section.indexOf('### Authentication API'), section.indexOf('### Client API'));
    const rows = tableRows(table).filter((cells) => cells[0] !== 'Method');
    expect(rows.length).toBeGreaterThan(10);
    for (const [method, path] of rows) {
      const call = SECTION_7.find((c) => c.specPath === (path ?? '').replace(/\?.*$/, ''));
      expect(call, `${method} ${path}`).toBeDefined();
      expect(call?.method, `${method} ${path}`).toBe(method);
    }
  });

  it.runIf(spec !== undefined)('covers every call of the Client API paragraph of the spec file', () => {
    const section = specSection(spec ?? '', 7);
    const start = section.indexOf('### Client API');
    const paragraph = section
      .slice(start, section.indexOf('\n### ', start + 1))
      .split('\n')
      .slice(1)
      .join(' ');
    const items = paragraph
      .split(';')
      .map((item) => item.trim().replace(/\.$/, ''))
      .filter((item) => item !== '');
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      if (item.includes('path not shown')) {
        expect(item).toBe('list of clients (path not shown)');
        continue;
      }
      const match = /^(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(\/?[a-z_]+(?:\/[a-z_]+)*)/.exec(item);
      expect(match, item).not.toBeNull();
      const call = SECTION_7.find((c) => c.specPath === match?.[2]);
      expect(call, item).toBeDefined();
      if (match?.[1]) expect(call?.method, item).toBe(match[1]);
      for (const param of item.matchAll(/[?&]([a-z_]+)=/g)) expect(call?.query, item).toContain(param[1]);
    }
  });
});

describe('ENDPOINTS entries', () => {
  it.each(entries)('%s is well formed', (_name, endpoint) => {
    expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(endpoint.method);
    expect(endpoint.path).toMatch(/^\/[a-z_]+(?:\/[a-z_]+)*$/);
    expect(endpoint.response).toBeInstanceOf(z.ZodType);
    if (endpoint.method === 'GET') {
      expect(endpoint.request, 'GET has no body').toBeUndefined();
    } else {
      expect(endpoint.query, 'query parameters only on GET').toBeUndefined();
    }
  });

  it('declares access: only the sign-in family is public, everything else needs the bearer', () => {
    const publicNames = entries.filter(([, e]) => e.access === 'public').map(([name]) => name);
    expect(publicNames.sort()).toEqual(
      [
        'changePassword',
        'checkPasswordRestrictions',
        'checkPasswordRestrictionsWithLogin',
        'duoCallback',
        'login',
        'registerPassword',
        'resetPassword',
        'ssoLogin',
        'tokenValidate',
      ].sort(),
    );
    for (const [name, endpoint] of entries) expect(['public', 'bearer'], name).toContain(endpoint.access);
  });

  it('has no two entries for one method and path', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names only assumptions that ASSUMPTIONS.md lists', () => {
    const markdown = readFileSync(assumptionsPath, 'utf8');
    for (const [name, endpoint] of entries) {
      if (endpoint.assumption === undefined) continue;
      expect(markdown, name).toContain(`| ${endpoint.assumption} |`);
    }
  });
});

describe('request and response schemas accept the spec shapes', () => {
  it('login reply with every field of section 3', () => {
    const reply = {
      access_token: 't',
      mfa_required: true,
      mfa_type: 'duo',
      mfa_configured: true,
      password_expiration: { will_expire_soon: true, days_until_expire: 5 },
      status: 'ok',
      device_validation_status: 'success',
      device_validation_code: 'c',
      duo: { enabled: true, redirect_url: 'https://duo.example.com' },
      user_has_fictitious_email: false,
    };
    expect(ENDPOINTS.login.response.safeParse(reply).success).toBe(true);
    expect(ENDPOINTS.login.response.safeParse({ ...reply, mfa_type: 'sms' }).success).toBe(false);
    expect(ENDPOINTS.login.response.safeParse({ mfa_required: false }).success).toBe(false);
  });

  it('takes as a token only what an Authorization header can carry', () => {
    const login = (access_token: string) =>
      ENDPOINTS.login.response.safeParse({ access_token, mfa_required: false }).success;
    expect(login('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe(true);
    expect(login('sim_AbC-12~+/=')).toBe(true);
    expect(login('')).toBe(false);
    expect(login('tok\r\nX-Injected: 1')).toBe(false);
    expect(login('tok en')).toBe(false);
    expect(login('tök€n')).toBe(false);
    expect(ENDPOINTS.loginOtp.response.safeParse({ access_token: 'a\tb' }).success).toBe(false);
    expect(ENDPOINTS.duoCallback.response.safeParse({ access_token: 'é' }).success).toBe(false);
    // Checked only when it becomes the session (the single sign-on return), not in every reply.
    expect(ENDPOINTS.tokenValidate.response.safeParse({ access_token: '' }).success).toBe(true);
  });

  it('login request refuses a 41-character password', () => {
    expect(ENDPOINTS.login.request.safeParse({ email: 'a@b.co', password: 'x'.repeat(41) }).success).toBe(
      false,
    );
    expect(ENDPOINTS.login.request.safeParse({ email: 'a@b.co', password: 'x'.repeat(40) }).success).toBe(
      true,
    );
  });

  it('PIN validation takes email_pin or adm_pin and six digits', () => {
    const schema = ENDPOINTS.validateWithPin.request;
    expect(schema.safeParse({ validation_type: 'email_pin', pin: '123456' }).success).toBe(true);
    expect(schema.safeParse({ validation_type: 'adm_pin', pin: '000000' }).success).toBe(true);
    expect(schema.safeParse({ validation_type: 'sms_pin', pin: '123456' }).success).toBe(false);
    expect(schema.safeParse({ validation_type: 'email_pin', pin: '12345' }).success).toBe(false);
    expect(schema.safeParse({ validation_type: 'email_pin', pin: '12345a' }).success).toBe(false);
    expect(schema.safeParse({ validation_type: 'email_pin', pin: '1234567' }).success).toBe(false);
  });

  it('plugin-call reply with the combined TSPLUS and REMOTE_APP blocks', () => {
    const reply = {
      virtualizer: 'TSPLUS_ALL',
      TSPLUS: { instance: 'h', webport: 443, window_name: 'w', use_dns: true },
      REMOTE_APP: { iframe: 'f' },
      connection_type: 'RDP_DIRECT',
    };
    expect(ENDPOINTS.callPlugin.response.safeParse(reply).success).toBe(true);
    expect(ENDPOINTS.callPlugin.response.safeParse({ ...reply, connection_type: 'VNC' }).success).toBe(false);
  });

  it('login-attempt, session and web-app replies', () => {
    expect(
      ENDPOINTS.loginAttempt.response.safeParse({
        error: null,
        time: 120,
        licenses: 'SUCCESS',
        instances: 'SUCCESS',
        pending_connection: 'SUCCESS',
      }).success,
    ).toBe(true);
    expect(ENDPOINTS.userSession.response.safeParse({ is_active_session: false }).success).toBe(true);
    expect(
      ENDPOINTS.webClientApps.response.safeParse({
        web_client_apps: [{ name: 'Mail', url: 'https://mail.x' }],
      }).success,
    ).toBe(true);
  });
});
