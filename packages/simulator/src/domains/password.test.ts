import { BOT_CHECK_STAND_IN_TOKEN } from '@portal/contracts/portal';
import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { login } from './auth';
import {
  changePassword,
  checkPasswordRestrictions,
  checkPasswordRestrictionsWithLogin,
  registerPassword,
  resetPassword,
  userUuid,
} from './password';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1);
const NEW = 'Blue!Kite47';

const YAML = `title: Password
codes: [EXTERNAL_USER]
steps: [Try it.]
settings:
  passwordExpiryWarningDays: 7
  passwordMaxAgeDays: 30
  resetLinkMinutes: 60
users:
  - { email: ann@example.com, password: Ann@Pass1, name: Ann Smith }
  - { email: soon@example.com, password: Soon@Pass1, passwordExpiresInDays: 3 }
  - { email: later@example.com, password: Later@Pass1, passwordExpiresInDays: 20 }
  - { email: old@example.com, password: Old@Pass1, passwordExpiresInDays: 0, uuid: old-uuid }
  - { email: ext@example.com, password: Ext@Pass1, external: true }
  - { email: mute@example.com, password: Mute@Pass1, emailUndeliverable: true }
  - { email: off@example.com, password: Off@Pass1, active: false }
  - email: broken@example.com
    password: Broken@Pass1
    uuid: broken-uuid
    passwordUpdateFails: true
    resetLink: { token: link-broken }
  - { email: ext-old@example.com, password: ExtOld@Pass1, external: true, passwordExpiresInDays: -2 }
  - { email: stuck@example.com, password: Stuck@Pass1, passwordUpdateFails: true, passwordExpiresInDays: 0 }
  - email: link@example.com
    password: Link@Pass1
    uuid: link-uuid
    resetLink: { token: link-ok, expiresInMinutes: 30 }
  - email: stale@example.com
    password: Stale@Pass1
    uuid: stale-uuid
    resetLink: { token: link-old, expiresInMinutes: 0 }
`;

/** A world whose clock the test moves by hand. */
function world() {
  let now = START;
  const w = new World('w', 'password', () => parseScenario(YAML, 'password.yaml'), { baseNow: () => now });
  return { state: w.state, view: () => w.view(), advance: (ms: number) => (now += ms) };
}

const errorOf = (reply: { body: unknown }) => (reply.body as { error?: string }).error;

describe('password expiry on the world clock', () => {
  it('says a password will expire soon, with the days left, within the warning days', () => {
    const w = world();
    const reply = login(w.state, { email: 'soon@example.com', password: 'Soon@Pass1' });
    expect(reply.status).toBe(200);
    expect(ENDPOINTS.login.response.parse(reply.body).password_expiration).toEqual({
      will_expire_soon: true,
      days_until_expire: 3,
    });
  });

  it('does not warn earlier, and starts warning once the clock reaches the warning days', () => {
    const w = world();
    const who = { email: 'later@example.com', password: 'Later@Pass1' };
    const before = ENDPOINTS.login.response.parse(login(w.state, who).body);
    expect(before.password_expiration).toEqual({ will_expire_soon: false, days_until_expire: 20 });
    w.advance(14 * DAY);
    const after = ENDPOINTS.login.response.parse(login(w.state, who).body);
    expect(after.password_expiration).toEqual({ will_expire_soon: true, days_until_expire: 6 });
  });

  it('answers PASSWORD_EXPIRED once the date has passed, with user_uuid and a register token', () => {
    const w = world();
    const who = { email: 'soon@example.com', password: 'Soon@Pass1' };
    w.advance(3 * DAY);
    const reply = login(w.state, who);
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ error: 'PASSWORD_EXPIRED', user_uuid: expect.any(String) });
    expect(w.state.sessions.list()).toHaveLength(0);
  });

  it('lets the expired user set a new password through the token, which then expires maxAge days later', () => {
    const w = world();
    const expired = login(w.state, { email: 'old@example.com', password: 'Old@Pass1' });
    const { user_uuid, token } = expired.body as { user_uuid: string; token: string };
    expect(user_uuid).toBe('old-uuid');
    const done = registerPassword(w.state, { user_uuid, token, password: NEW, password_confirmation: NEW });
    expect(done.status).toBe(200);
    const reply = login(w.state, { email: 'old@example.com', password: NEW });
    expect(ENDPOINTS.login.response.parse(reply.body).password_expiration).toEqual({
      will_expire_soon: false,
      days_until_expire: 30,
    });
    // The link works once.
    expect(
      errorOf(registerPassword(w.state, { user_uuid, token, password: NEW, password_confirmation: NEW })),
    ).toBe('EXPIRED_MAIL');
  });

  it('an expired corporate password cannot be renewed here: UNABLE_UPDATE_PASSWORD, no link', () => {
    const w = world();
    expect(login(w.state, { email: 'ext-old@example.com', password: 'ExtOld@Pass1' })).toEqual({
      status: 400,
      body: { error: 'UNABLE_UPDATE_PASSWORD' },
    });
    expect(w.state.user('ext-old@example.com')?.registerLink).toBeNull();
  });

  it('an expired password whose reset link cannot be stored: ERROR_UPDATING_PASSWORD', () => {
    expect(login(world().state, { email: 'stuck@example.com', password: 'Stuck@Pass1' })).toEqual({
      status: 500,
      body: { error: 'ERROR_UPDATING_PASSWORD' },
    });
  });

  it('a wrong password on an expired account is still INVALID_USER (no token for strangers)', () => {
    expect(errorOf(login(world().state, { email: 'old@example.com', password: 'nope' }))).toBe(
      'INVALID_USER',
    );
  });
});

describe('reset password', () => {
  it('records the e-mail with a register link that works until resetLinkMinutes pass', () => {
    const w = world();
    expect(resetPassword(w.state, 'ann@example.com')).toEqual({ status: 200, body: { status: 'SUCCESS' } });
    const [mail] = w.view().outbox;
    expect(mail).toMatchObject({
      to: 'ann@example.com',
      link: expect.stringMatching(/^\/register\/[^/]+\/reg_/),
    });
    const [, , uuid = '', token = ''] = (mail?.link ?? '').split('/');
    w.advance(60 * 60 * 1000);
    expect(
      registerPassword(w.state, { user_uuid: uuid, token, password: NEW, password_confirmation: NEW }),
    ).toEqual({ status: 410, body: { error: 'EXPIRED_MAIL' } });
  });

  it('a second e-mail replaces the first link', () => {
    const w = world();
    resetPassword(w.state, 'ann@example.com');
    resetPassword(w.state, 'ann@example.com');
    const [first, second] = w.view().outbox.map((m) => m.link.split('/'));
    const attempt = (parts: string[] | undefined) =>
      registerPassword(w.state, {
        user_uuid: parts?.[2] ?? '',
        token: parts?.[3] ?? '',
        password: NEW,
        password_confirmation: NEW,
      }).status;
    expect(attempt(first)).toBe(410);
    expect(attempt(second)).toBe(200);
  });

  it.each([
    ['who@example.com', 404, 'USER_NOT_FOUND'],
    ['ext@example.com', 403, 'EXTERNAL_USER'],
    ['mute@example.com', 500, 'UNSENT_EMAIL'],
  ])('%s: %s %s', (email, status, error) => {
    const w = world();
    expect(resetPassword(w.state, email)).toEqual({ status, body: { error } });
    expect(w.view().outbox).toEqual([]);
  });
});

describe('register password', () => {
  const reg = (
    w: ReturnType<typeof world>,
    uuid: string,
    token: string,
    password = NEW,
    confirmation = password,
  ) => registerPassword(w.state, { user_uuid: uuid, token, password, password_confirmation: confirmation });

  it('a seeded link works until it expires on the world clock', () => {
    const w = world();
    w.advance(29 * 60 * 1000);
    expect(reg(w, 'link-uuid', 'link-ok').status).toBe(200);
    expect(login(w.state, { email: 'link@example.com', password: NEW }).status).toBe(200);
    const late = world();
    late.advance(30 * 60 * 1000);
    expect(errorOf(reg(late, 'link-uuid', 'link-ok'))).toBe('EXPIRED_MAIL');
  });

  it('answers EXPIRED_MAIL for an expired, unknown or foreign link', () => {
    const w = world();
    expect(errorOf(reg(w, 'stale-uuid', 'link-old'))).toBe('EXPIRED_MAIL');
    expect(errorOf(reg(w, 'link-uuid', 'guess'))).toBe('EXPIRED_MAIL');
    expect(errorOf(reg(w, 'stale-uuid', 'link-ok'))).toBe('EXPIRED_MAIL');
  });

  it('answers PASSWORD_CHANGE_ERROR when storing fails, and the link still works afterwards', () => {
    const w = world();
    expect(reg(w, 'broken-uuid', 'link-broken')).toEqual({
      status: 400,
      body: { error: 'PASSWORD_CHANGE_ERROR' },
    });
    expect(w.state.user('broken@example.com')?.registerLink?.token).toBe('link-broken');
  });

  it('enforces the policy with the same rules as the forms', () => {
    const w = world();
    expect(reg(w, 'link-uuid', 'link-ok', 'short')).toEqual({
      status: 400,
      body: { error: 'INVALID_PASSWORD_COMPLEXITY' },
    });
    expect(errorOf(reg(w, 'link-uuid', 'link-ok', 'Link@Pass1'))).toBe('INVALID_PASSWORD_COMPLEXITY');
    expect(errorOf(reg(w, 'link-uuid', 'link-ok', NEW, 'Other!Kite47'))).toBe('UNABLE_UPDATE_PASSWORD');
    expect(reg(w, 'link-uuid', 'link-ok').status).toBe(200);
  });
});

describe('change password', () => {
  const change = (
    w: ReturnType<typeof world>,
    email: string,
    old: string,
    password = NEW,
    confirmation = password,
  ) => changePassword(w.state, { email, old_password: old, password, password_confirmation: confirmation });

  it('changes the password: the old one stops working', () => {
    const w = world();
    expect(change(w, 'ann@example.com', 'Ann@Pass1')).toEqual({ status: 200, body: { status: 'SUCCESS' } });
    expect(errorOf(login(w.state, { email: 'ann@example.com', password: 'Ann@Pass1' }))).toBe('INVALID_USER');
    expect(login(w.state, { email: 'ann@example.com', password: NEW }).status).toBe(200);
  });

  it.each([
    ['who@example.com', 'x', NEW, 'USER_NOT_FOUND'],
    ['ext@example.com', 'Ext@Pass1', NEW, 'EXTERNAL_USER'],
    ['off@example.com', 'Off@Pass1', NEW, 'USER_NOT_ACTIVE'],
    ['ann@example.com', 'Wrong@Pass1', NEW, 'INVALID_PASSWORD_TRY_AGAIN'],
    ['ann@example.com', 'Ann@Pass1', 'Ann@Pass1', 'INVALID_PASSWORD_COMPLEXITY'],
    ['ann@example.com', 'Ann@Pass1', 'Smith!Kite47', 'INVALID_PASSWORD_COMPLEXITY'],
    ['ann@example.com', 'Ann@Pass1', 'Blue!Kite123', 'INVALID_PASSWORD_COMPLEXITY'],
    ['broken@example.com', 'Broken@Pass1', NEW, 'ERROR_UPDATING_PASSWORD'],
  ])('%s old %s new %s: %s', (email, old, password, error) => {
    expect(errorOf(change(world(), email, old, password))).toBe(error);
  });

  it('runs the bot check first, as the login does (settings.recaptcha)', () => {
    const refusing = new World('w', 'password', () => {
      const scenario = parseScenario(YAML, 'password.yaml');
      return { ...scenario, settings: { ...scenario.settings, recaptcha: 'require' } };
    });
    const input = {
      email: 'ann@example.com',
      old_password: 'Ann@Pass1',
      password: NEW,
      password_confirmation: NEW,
    };
    expect(errorOf(changePassword(refusing.state, input))).toBe('INVALID_RECAPTCHA');
    expect(
      changePassword(refusing.state, { ...input, recaptcha_token: BOT_CHECK_STAND_IN_TOKEN }).status,
    ).toBe(200);
  });
});

describe('password restrictions', () => {
  it('answers the policy for any e-mail', () => {
    const w = world();
    const reply = checkPasswordRestrictions(w.state, 'who@example.com');
    expect(ENDPOINTS.checkPasswordRestrictions.response.parse(reply.body)).toEqual({
      email: 'who@example.com',
      restrictions: [
        'UPPERCASE',
        'LOWERCASE',
        'NUMBER',
        'SPECIAL_CHARACTER',
        'NO_PERSONAL_DATA',
        'NO_SEQUENCE',
      ],
      min_length: 8,
      max_length: 40,
    });
  });

  it('with login: the policy for the right password, USER_NOT_ACTIVE, else AUTH_FAILURE', () => {
    const w = world();
    expect(
      checkPasswordRestrictionsWithLogin(w.state, { email: 'ann@example.com', password: 'Ann@Pass1' }).status,
    ).toBe(200);
    expect(
      errorOf(
        checkPasswordRestrictionsWithLogin(w.state, { email: 'off@example.com', password: 'Off@Pass1' }),
      ),
    ).toBe('USER_NOT_ACTIVE');
    expect(
      errorOf(checkPasswordRestrictionsWithLogin(w.state, { email: 'ann@example.com', password: 'x' })),
    ).toBe('AUTH_FAILURE');
    expect(errorOf(checkPasswordRestrictionsWithLogin(w.state, { email: 'who@example.com' }))).toBe(
      'AUTH_FAILURE',
    );
  });
});

describe('userUuid', () => {
  it('is stable per e-mail and looks like a UUID', () => {
    const w = world();
    const ann = w.state.user('ann@example.com');
    if (!ann) throw new Error('no ann');
    expect(userUuid(ann)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(userUuid(ann)).toBe(userUuid(world().state.user('ann@example.com') ?? ann));
  });
});
