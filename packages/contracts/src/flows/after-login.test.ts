import { describe, expect, it } from 'vitest';
import { OutcomeSchema } from '../portal/outcome';
import type { LoginResponse } from '../upstream/auth';
import { LoginResponseSchema } from '../upstream/auth';
import { decideAfterLogin } from './after-login';
import type { UpstreamRedirects } from './redirect';

const EMAIL = 'demo@example.com';
const DUO = 'https://duo.example.com';
const UPSTREAM = 'http://127.0.0.1:4010';
const RULE: UpstreamRedirects = { upstreamOrigin: UPSTREAM, alsoAllowed: [] };

const reply = (over: Partial<LoginResponse> = {}): LoginResponse =>
  LoginResponseSchema.parse({ access_token: 'tok', mfa_required: false, ...over });

const decide = (over: Partial<LoginResponse> = {}, rule: UpstreamRedirects = RULE) =>
  decideAfterLogin(reply(over), EMAIL, rule);

const expiring = { will_expire_soon: true, days_until_expire: 3 };

describe('decideAfterLogin, spec section 4 "Login outcomes, in order"', () => {
  it('rule 2: no multi-factor and an expiring password go to /password/expired with the days left', () => {
    const decision = decide({ password_expiration: expiring });
    expect(decision.next).toEqual({
      kind: 'navigate',
      to: '/password/expired',
      state: { daysUntilExpire: 3 },
    });
    expect(decision.rememberEmail).toBeUndefined();
  });

  it('rule 2: days unknown are passed as null', () => {
    const decision = decide({ password_expiration: { will_expire_soon: true } });
    expect(decision.next).toEqual({
      kind: 'navigate',
      to: '/password/expired',
      state: { daysUntilExpire: null },
    });
  });

  it('rule 2 does not fire when the password is not expiring', () => {
    const decision = decide({ password_expiration: { will_expire_soon: false, days_until_expire: 30 } });
    expect(decision.next).toEqual({ kind: 'navigate', to: '/home/environments' });
  });

  it('rule 4 still keeps a device code when rule 2 sends the user to /password/expired', () => {
    const decision = decide({
      password_expiration: expiring,
      device_validation_status: 'success',
      device_validation_code: 'dev-1',
    });
    expect(decision.next).toMatchObject({ to: '/password/expired' });
    expect(decision.storeDeviceCode).toBe('dev-1');
  });

  it('rule 2 beats device validation (it comes first), and carries it on for "later"', () => {
    const decision = decide({ password_expiration: expiring, device_validation_status: 'failed' });
    expect(decision.next).toMatchObject({ to: '/password/expired' });
    expect(decision.next).toMatchObject({
      state: { daysUntilExpire: 3, device: { email: EMAIL, fictitiousEmail: false } },
    });
  });

  it('an expiring password with mfa_required true does NOT go to /password/expired', () => {
    const decision = decide({
      mfa_required: true,
      mfa_type: 'default',
      mfa_configured: true,
      password_expiration: expiring,
    });
    expect(decision.next).toEqual({ kind: 'navigate', to: '/requiredMFA' });
  });

  it('rule 3: device validation failed remembers the e-mail and goes to /deviceValidation', () => {
    const decision = decide({ device_validation_status: 'failed' });
    expect(decision.next).toEqual({
      kind: 'navigate',
      to: '/deviceValidation',
      state: { fictitiousEmail: false },
    });
    expect(decision.rememberEmail).toBe(EMAIL);
    expect(decision.storeDeviceCode).toBeUndefined();
  });

  it('rule 3: failed device validation beats multi-factor', () => {
    const decision = decide({
      device_validation_status: 'failed',
      mfa_required: true,
      mfa_type: 'default',
      mfa_configured: true,
    });
    expect(decision.next).toMatchObject({ kind: 'navigate', to: '/deviceValidation' });
  });

  it('rule 3: carries a fictitious e-mail to the device page, which then hides the e-mail token', () => {
    const decision = decide({ device_validation_status: 'failed', user_has_fictitious_email: true });
    expect(decision.next).toEqual({
      kind: 'navigate',
      to: '/deviceValidation',
      state: { fictitiousEmail: true },
    });
  });

  it('rule 3: a failed status with a code still fails and stores nothing', () => {
    const decision = decide({ device_validation_status: 'failed', device_validation_code: 'abc' });
    expect(decision.next).toMatchObject({ to: '/deviceValidation' });
    expect(decision.storeDeviceCode).toBeUndefined();
  });

  it('rule 4: device success with a code stores it and continues to the next rules', () => {
    const decision = decide({ device_validation_status: 'success', device_validation_code: 'dev-123' });
    expect(decision.storeDeviceCode).toBe('dev-123');
    expect(decision.next).toEqual({ kind: 'navigate', to: '/home/environments' });
    expect(decision.rememberEmail).toBeUndefined();
  });

  it('rule 4: the stored code survives into the multi-factor step', () => {
    const decision = decide({
      device_validation_status: 'success',
      device_validation_code: 'dev-123',
      mfa_required: true,
      mfa_configured: false,
    });
    expect(decision.storeDeviceCode).toBe('dev-123');
    expect(decision.next).toEqual({ kind: 'navigate', to: '/configurationMFA' });
  });

  it('rule 4: success without a code (or an empty one) stores nothing', () => {
    expect(decide({ device_validation_status: 'success' }).storeDeviceCode).toBeUndefined();
    expect(
      decide({ device_validation_status: 'success', device_validation_code: '' }).storeDeviceCode,
    ).toBeUndefined();
    expect(decide({ device_validation_code: 'dev-123' }).storeDeviceCode).toBeUndefined();
  });

  it('rule 5: default multi-factor, configured, goes to /requiredMFA', () => {
    expect(decide({ mfa_required: true, mfa_type: 'default', mfa_configured: true }).next).toEqual({
      kind: 'navigate',
      to: '/requiredMFA',
    });
  });

  it('rule 5: default multi-factor, not configured, goes to /configurationMFA', () => {
    expect(decide({ mfa_required: true, mfa_type: 'default', mfa_configured: false }).next).toEqual({
      kind: 'navigate',
      to: '/configurationMFA',
    });
    expect(decide({ mfa_required: true, mfa_type: 'default' }).next).toMatchObject({
      to: '/configurationMFA',
    });
  });

  it('rule 5: a missing mfa_type counts as default', () => {
    expect(decide({ mfa_required: true, mfa_configured: true }).next).toMatchObject({ to: '/requiredMFA' });
  });

  it('rules 5 and 6 apply only when multi-factor is required', () => {
    expect(decide({ mfa_required: false, mfa_type: 'default', mfa_configured: true }).next).toEqual({
      kind: 'navigate',
      to: '/home/environments',
    });
    expect(
      decide({ mfa_required: false, mfa_type: 'duo', duo: { enabled: true, redirect_url: DUO } }).next,
    ).toEqual({ kind: 'navigate', to: '/home/environments' });
  });

  it('rule 6: duo with an https redirect URL leaves the portal for it, without configuration', () => {
    const decision = decide({
      mfa_required: true,
      mfa_type: 'duo',
      duo: { enabled: true, redirect_url: DUO },
    });
    expect(decision.next).toEqual({ kind: 'external', url: DUO });
    expect(decision.message).toBeUndefined();
  });

  it('rule 6: duo with a plain-http redirect URL off the upstream stays, with a message', () => {
    const evil = 'http://evil.example.net/duo';
    const decision = decide({
      mfa_required: true,
      mfa_type: 'duo',
      duo: { enabled: true, redirect_url: evil },
    });
    expect(decision.next).toEqual({ kind: 'stay' });
    expect(decision.message).toEqual({ severity: 'error', key: 'errors.DUO_ERROR_TO_AUTHENTICATE' });
  });

  it("rule 6: duo on the upstream's own http origin is followed (the standalone simulator's page)", () => {
    const page = `${UPSTREAM}/__sim/pages/duo?state=s`;
    const decision = decide({
      mfa_required: true,
      mfa_type: 'duo',
      duo: { enabled: true, redirect_url: page },
    });
    expect(decision.next).toEqual({ kind: 'external', url: page });
  });

  it('rule 6: a javascript: Duo URL is never followed', () => {
    const decision = decide(
      { mfa_required: true, mfa_type: 'duo', duo: { enabled: true, redirect_url: 'javascript:alert(1)' } },
      { upstreamOrigin: null, alsoAllowed: ['javascript:alert(1)'] },
    );
    expect(decision.next).toEqual({ kind: 'stay' });
  });

  it('rule 7: duo without a redirect URL falls through to /home/environments', () => {
    expect(decide({ mfa_required: true, mfa_type: 'duo', duo: { enabled: true } }).next).toEqual({
      kind: 'navigate',
      to: '/home/environments',
    });
    expect(decide({ mfa_required: true, mfa_type: 'duo' }).next).toMatchObject({ to: '/home/environments' });
  });

  it('rule 7: a plain login goes to /home/environments', () => {
    const decision = decide();
    expect(decision).toEqual({
      shouldUpdatePlugin: false,
      next: { kind: 'navigate', to: '/home/environments' },
    });
  });

  it('stores the plugin-update flag whatever the next step', () => {
    expect(decide({ should_update_plugin: true }).shouldUpdatePlugin).toBe(true);
    expect(
      decide({ should_update_plugin: true, device_validation_status: 'failed' }).shouldUpdatePlugin,
    ).toBe(true);
    expect(decide({ should_update_plugin: false }).shouldUpdatePlugin).toBe(false);
    expect(decide({ should_update_plugin: null }).shouldUpdatePlugin).toBe(false);
  });

  it('every decision is a valid outcome', () => {
    const cases: Partial<LoginResponse>[] = [
      {},
      { password_expiration: expiring },
      { device_validation_status: 'failed' },
      { mfa_required: true },
      { mfa_required: true, mfa_type: 'duo', duo: { enabled: true, redirect_url: DUO } },
      { mfa_required: true, mfa_type: 'duo', duo: { enabled: true, redirect_url: 'https://x.example' } },
    ];
    for (const c of cases) {
      const { next, message } = decide(c);
      expect(OutcomeSchema.safeParse({ next, message }).success).toBe(true);
    }
  });
});
