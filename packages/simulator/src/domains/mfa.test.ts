import { ENDPOINTS } from '@portal/contracts/upstream';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import { World } from '../state/world';
import { login } from './auth';
import { signIn } from './domain-test-support';
import { loginOtp, totpOf, totpQrcode } from './mfa';

const SECRET = 'JBSWY3DPEHPK3PXP';
const STEP_MS = 30_000;

const YAML = `title: Multi-factor
codes: [USER_OTP_INVALID]
steps:
  - Sign in.
users:
  - { email: totp@example.com, password: Totp@Pass1, mfa: default, mfaConfigured: true, totpSecret: ${SECRET} }
  - { email: new@example.com, password: New@Pass1, mfa: default }
  - { email: seeded@example.com, password: Seeded@Pass1, mfa: default, totpSecret: ${SECRET} }
  - { email: nosecret@example.com, password: NoSecret@Pass1, mfa: default, mfaConfigured: true }
  - { email: duo@example.com, password: Duo@Pass1, mfa: duo, totpSecret: ${SECRET} }
  - { email: plain@example.com, password: Plain@Pass1 }
  - { email: expiring@example.com, password: Expiring@Pass1, mfa: default, mfaConfigured: true, totpSecret: ${SECRET}, passwordExpiresInDays: 3 }
`;

const TOTP_USER = { email: 'totp@example.com', password: 'Totp@Pass1' };
const NEW_USER = { email: 'new@example.com', password: 'New@Pass1' };

/** A world whose clock starts in the middle of a 30-second step, so ±1 step is exact. */
function mfaWorld(start = Date.UTC(2026, 0, 1, 12, 0, 15)): World {
  const scenario = parseScenario(YAML, 'mfa.yaml');
  return new World('w1', 'mfa', () => scenario, { baseNow: () => start });
}

const codeAt = (timestamp: number, secret = SECRET) => totpOf(secret, 'any').generate({ timestamp });

describe('the login reply', () => {
  it("carries the user's multi-factor type and whether TOTP is set up", () => {
    const state = mfaWorld().state;
    const fields = (email: string, password: string) => {
      const body = ENDPOINTS.login.response.parse(login(state, { email, password }).body);
      return [body.mfa_required, body.mfa_type, body.mfa_configured];
    };
    expect(fields(TOTP_USER.email, TOTP_USER.password)).toEqual([true, 'default', true]);
    expect(fields(NEW_USER.email, NEW_USER.password)).toEqual([true, 'default', false]);
    expect(fields('duo@example.com', 'Duo@Pass1')).toEqual([true, 'duo', null]);
    expect(fields('plain@example.com', 'Plain@Pass1')).toEqual([false, null, null]);
  });
});

describe('POST /login_otp', () => {
  it('says when the password will expire soon, as the login would have without a second factor', () => {
    const world = mfaWorld();
    // With a second factor the login itself does not send /password/expired (rule 2): the code does.
    const session = signIn(world, { email: 'expiring@example.com', password: 'Expiring@Pass1' });
    const body = ENDPOINTS.loginOtp.response.parse(loginOtp(world.state, session, codeAt(world.now())).body);
    expect(body.password_expiration).toEqual({ will_expire_soon: true, days_until_expire: 3 });
    const plain = ENDPOINTS.loginOtp.response.parse(
      loginOtp(world.state, signIn(world, TOTP_USER), codeAt(world.now() + STEP_MS)).body,
    );
    expect(plain.password_expiration?.will_expire_soon).toBe(false);
  });

  it('accepts the current code and replaces the token with a new one', () => {
    const world = mfaWorld();
    const session = signIn(world, TOTP_USER);
    const reply = loginOtp(world.state, session, codeAt(world.now()));
    expect(reply.status).toBe(200);
    const body = ENDPOINTS.loginOtp.response.parse(reply.body);
    expect(body.access_token).not.toBe(session.token);
    expect(world.state.sessions.get(body.access_token)?.email).toBe(TOTP_USER.email);
    expect(world.state.sessions.get(session.token)).toBeUndefined();
  });

  it('computes the same codes as an independent TOTP (what an authenticator app shows)', () => {
    const world = mfaWorld();
    const app = new TOTP({ secret: SECRET });
    const session = signIn(world, TOTP_USER);
    expect(loginOtp(world.state, session, app.generate({ timestamp: world.now() })).status).toBe(200);
  });

  it.each([
    ['one step before', -STEP_MS, 200],
    ['one step after', STEP_MS, 200],
    ['two steps before', -2 * STEP_MS, 401],
    ['two steps after', 2 * STEP_MS, 401],
  ])('with the code of %s the world answers %i (±1 step)', (_, offset, status) => {
    const world = mfaWorld();
    const session = signIn(world, TOTP_USER);
    expect(loginOtp(world.state, session, codeAt(world.now() + offset)).status).toBe(status);
  });

  it('refuses a wrong code, and a code of the wrong shape, with USER_OTP_INVALID', () => {
    const world = mfaWorld();
    const session = signIn(world, TOTP_USER);
    const right = codeAt(world.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (const otp of [wrong, '12345', 'abcdef', `${right}0`]) {
      expect(loginOtp(world.state, session, otp)).toEqual({
        status: 401,
        body: { error: 'USER_OTP_INVALID' },
      });
    }
  });

  it('accepts a code once: the same code again, or an older one, is refused', () => {
    const world = mfaWorld();
    const code = codeAt(world.now());
    const first = signIn(world, TOTP_USER);
    expect(loginOtp(world.state, first, code).status).toBe(200);
    const second = signIn(world, TOTP_USER);
    expect(loginOtp(world.state, second, code).body).toEqual({ error: 'USER_OTP_INVALID' });
    expect(loginOtp(world.state, second, codeAt(world.now() - STEP_MS)).body).toEqual({
      error: 'USER_OTP_INVALID',
    });
    // The next step's code is new, so it goes through.
    world.advanceClock(STEP_MS);
    expect(loginOtp(world.state, second, codeAt(world.now())).status).toBe(200);
  });

  it('answers MFA_TYPE_ERROR for a Duo user and USER_NO_OTP_DATA for a user without a secret', () => {
    const world = mfaWorld();
    const duo = signIn(world, { email: 'duo@example.com', password: 'Duo@Pass1' });
    expect(loginOtp(world.state, duo, codeAt(world.now()))).toEqual({
      status: 400,
      body: { error: 'MFA_TYPE_ERROR' },
    });
    const none = signIn(world, { email: 'nosecret@example.com', password: 'NoSecret@Pass1' });
    expect(loginOtp(world.state, none, '123456')).toEqual({
      status: 404,
      body: { error: 'USER_NO_OTP_DATA' },
    });
  });

  it("answers 404 USER_NOT_FOUND when the token's user is gone", () => {
    const world = mfaWorld();
    const session = signIn(world, TOTP_USER);
    world.state.users.delete(TOTP_USER.email);
    expect(loginOtp(world.state, session, codeAt(world.now()))).toEqual({
      status: 404,
      body: { error: 'USER_NOT_FOUND' },
    });
    expect(totpQrcode(world.state, session).status).toBe(404);
  });
});

describe('GET /totp_qrcode (enrolment)', () => {
  it('creates a secret for a user without one, keeps it, and the first accepted code sets TOTP up', () => {
    const world = mfaWorld();
    const session = signIn(world, NEW_USER);
    const first = ENDPOINTS.totpQrcode.response.parse(totpQrcode(world.state, session).body);
    const uri = new URL(first.totp_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Cloud Access Portal:new@example.com');
    const secret = uri.searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    // Asking again before any code shows the same secret (the user may reload the page).
    expect(ENDPOINTS.totpQrcode.response.parse(totpQrcode(world.state, session).body).totp_uri).toBe(
      first.totp_uri,
    );

    expect(loginOtp(world.state, session, codeAt(world.now(), secret)).status).toBe(200);
    expect(world.state.user(NEW_USER.email)?.mfaConfigured).toBe(true);
    const again = signIn(world, NEW_USER);
    expect(totpQrcode(world.state, again)).toEqual({
      status: 409,
      body: { error: 'USER_OTP_ALREADY_CONFIGURED' },
    });
    const body = ENDPOINTS.login.response.parse(login(world.state, NEW_USER).body);
    expect(body.mfa_configured).toBe(true);
  });

  it("shows the scenario's secret to an unconfigured user who has one", () => {
    const world = mfaWorld();
    const session = signIn(world, { email: 'seeded@example.com', password: 'Seeded@Pass1' });
    const { totp_uri } = ENDPOINTS.totpQrcode.response.parse(totpQrcode(world.state, session).body);
    expect(new URL(totp_uri).searchParams.get('secret')).toBe(SECRET);
  });

  it('refuses a configured user (USER_OTP_ALREADY_CONFIGURED) and a Duo user (MFA_TYPE_ERROR)', () => {
    const world = mfaWorld();
    expect(totpQrcode(world.state, signIn(world, TOTP_USER)).body).toEqual({
      error: 'USER_OTP_ALREADY_CONFIGURED',
    });
    expect(
      totpQrcode(world.state, signIn(world, { email: 'duo@example.com', password: 'Duo@Pass1' })).body,
    ).toEqual({ error: 'MFA_TYPE_ERROR' });
  });

  it('forgets enrolment and the last accepted code when the world is reset', () => {
    const world = mfaWorld();
    const session = signIn(world, NEW_USER);
    totpQrcode(world.state, session);
    world.reset();
    expect(world.state.user(NEW_USER.email)).toMatchObject({
      totpSecret: undefined,
      mfaConfigured: false,
      lastOtpStep: undefined,
    });
  });
});
