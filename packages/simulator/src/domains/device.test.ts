import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/loader';
import type { WorldSession } from '../state/sessions';
import { World } from '../state/world';
import { SMALL_SCENARIO_YAML } from '../test-support';
import { login } from './auth';
import { EMAIL_PIN_LIFE_MS, sendPinToEmail, validateWithPin } from './device';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The small scenario plus users whose devices must be validated. */
const DEVICE_YAML = `${SMALL_SCENARIO_YAML.replace(
  'clients:\n  - client_uuid: one',
  `  - email: dev@example.com
    password: Dev@Pass1
    pin: "123456"
    deviceValidation: true
    clients: [one]
  - email: fake@example.com
    password: Fake@Pass1
    pin: "654321"
    deviceValidation: true
    fictitiousEmail: true
  - email: full@example.com
    password: Full@Pass1
    pin: "111111"
    deviceValidation: true
    deviceLimit: 0
  - email: bounced@example.com
    password: Bounced@Pass1
    deviceValidation: true
    emailUndeliverable: true
clients:
  - client_uuid: one`,
)}`;

const deviceWorld = () =>
  new World('w1', 'device', () => parseScenario(DEVICE_YAML, 'device.yaml'), {
    baseNow: () => Date.UTC(2026, 0, 1),
  });

const DEV = { email: 'dev@example.com', password: 'Dev@Pass1' };

function signInAt(world: World, who: { email: string; password: string }, code?: string) {
  const reply = login(world.state, code === undefined ? who : { ...who, device_validation_code: code });
  expect(reply.status).toBe(200);
  const body = ENDPOINTS.login.response.parse(reply.body);
  const session = world.state.sessions.get(body.access_token) as WorldSession;
  return { body, session };
}

const adm = (pin: string) => ({ validation_type: 'adm_pin', pin });
const email = (pin: string) => ({ validation_type: 'email_pin', pin });
const SEND = { validation_type: 'email_pin' };

function codeOf(reply: { body: unknown }): string {
  return ENDPOINTS.validateWithPin.response.parse(reply.body).device_validation_code;
}

const emailPinOf = (world: World, who: string) =>
  world.view().users.find((u) => u.email === who)?.device.emailPin ?? null;

describe('device validation at login', () => {
  it('leaves users without device validation alone', () => {
    const { body } = signInAt(deviceWorld(), { email: 'ann@example.com', password: 'Ann@Pass1' });
    expect(body).toMatchObject({ device_validation_status: null, user_has_fictitious_email: false });
  });

  it('answers failed without a code, and says when the e-mail is fictitious', () => {
    const world = deviceWorld();
    expect(signInAt(world, DEV).body).toMatchObject({
      device_validation_status: 'failed',
      device_validation_code: null,
      user_has_fictitious_email: false,
    });
    expect(signInAt(world, { email: 'fake@example.com', password: 'Fake@Pass1' }).body).toMatchObject({
      device_validation_status: 'failed',
      user_has_fictitious_email: true,
    });
  });

  it('answers success with the code a PIN validation issued, for 90 days of world time', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    const code = codeOf(validateWithPin(world.state, session, adm('123456')));
    expect(signInAt(world, DEV, code).body).toMatchObject({
      device_validation_status: 'success',
      device_validation_code: code,
    });
    world.advanceClock(90 * DAY_MS - 1);
    expect(signInAt(world, DEV, code).body.device_validation_status).toBe('success');
    world.advanceClock(1);
    expect(signInAt(world, DEV, code).body.device_validation_status).toBe('failed');
  });

  it('refuses a code issued to another user or made up', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    const code = codeOf(validateWithPin(world.state, session, adm('123456')));
    const fake = { email: 'fake@example.com', password: 'Fake@Pass1' };
    expect(signInAt(world, fake, code).body.device_validation_status).toBe('failed');
    expect(signInAt(world, DEV, 'dev_made_up').body.device_validation_status).toBe('failed');
  });
});

describe('validate_with_pin', () => {
  it('counts wrong PINs: the third answers MAXIMUM_PIN_INVALID_RETRIES, ends the session and starts over', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    expect(validateWithPin(world.state, session, adm('000000'))).toEqual({
      status: 400,
      body: { error: 'INVALID_PIN' },
    });
    expect(validateWithPin(world.state, session, adm('000000')).body).toEqual({ error: 'INVALID_PIN' });
    expect(validateWithPin(world.state, session, adm('000000'))).toEqual({
      status: 403,
      body: { error: 'MAXIMUM_PIN_INVALID_RETRIES' },
    });
    expect(world.state.sessions.get(session.token)).toBeUndefined();
    const again = signInAt(world, DEV).session;
    expect(validateWithPin(world.state, again, adm('000000')).body).toEqual({ error: 'INVALID_PIN' });
  });

  it('forgets wrong PINs after a right one', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    validateWithPin(world.state, session, adm('000000'));
    validateWithPin(world.state, session, adm('000000'));
    expect(validateWithPin(world.state, session, adm('123456')).status).toBe(200);
    expect(validateWithPin(world.state, session, adm('000000')).body).toEqual({ error: 'INVALID_PIN' });
  });

  it('accepts the e-mailed PIN once, and not before one was sent', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    expect(validateWithPin(world.state, session, email('123456')).body).toEqual({ error: 'INVALID_PIN' });
    sendPinToEmail(world.state, session, SEND);
    const pin = emailPinOf(world, DEV.email);
    expect(pin).toMatch(/^\d{6}$/);
    expect(validateWithPin(world.state, session, email(pin ?? '')).status).toBe(200);
    expect(emailPinOf(world, DEV.email)).toBeNull();
    expect(validateWithPin(world.state, session, email(pin ?? '')).body).toEqual({ error: 'INVALID_PIN' });
  });

  it('answers INVALID_VALIDATION_TYPE, NOT_INPUT_DATA and VALIDATION_NOT_REQUIRED', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    expect(validateWithPin(world.state, session, { validation_type: 'sms_pin', pin: '123456' }).body).toEqual(
      {
        error: 'INVALID_VALIDATION_TYPE',
      },
    );
    expect(validateWithPin(world.state, session, { validation_type: 'adm_pin' }).body).toEqual({
      error: 'NOT_INPUT_DATA',
    });
    const ann = signInAt(world, { email: 'ann@example.com', password: 'Ann@Pass1' }).session;
    expect(validateWithPin(world.state, ann, adm('123456')).body).toEqual({
      error: 'VALIDATION_NOT_REQUIRED',
    });
  });

  it('answers REGISTRATION_ERROR for a right PIN beyond the device limit', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, { email: 'full@example.com', password: 'Full@Pass1' });
    expect(validateWithPin(world.state, session, adm('111111'))).toEqual({
      status: 400,
      body: { error: 'REGISTRATION_ERROR' },
    });
  });
});

describe('send_pin_to_email', () => {
  it('sends, refuses a resend within 60 s of world time, then sends a new PIN', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    expect(sendPinToEmail(world.state, session, SEND)).toEqual({
      status: 200,
      body: { status: 'SUCCESS', error: 'TOKEN_SENT_SUCCESSFULLY' },
    });
    const first = emailPinOf(world, DEV.email);
    world.advanceClock(59_999);
    expect(sendPinToEmail(world.state, session, SEND)).toEqual({
      status: 429,
      body: { error: 'UNSENT_EMAIL' },
    });
    expect(emailPinOf(world, DEV.email)).toBe(first);
    world.advanceClock(1);
    expect(sendPinToEmail(world.state, session, SEND).status).toBe(200);
    const sentAt = world.view().users.find((u) => u.email === DEV.email)?.device.emailPinSentAt;
    expect(sentAt).toBe(new Date(Date.UTC(2026, 0, 1) + 60_000).toISOString());
  });

  it('refuses a fictitious e-mail, the administrator type and users without validation', () => {
    const world = deviceWorld();
    const fake = signInAt(world, { email: 'fake@example.com', password: 'Fake@Pass1' }).session;
    expect(sendPinToEmail(world.state, fake, SEND)).toEqual({
      status: 400,
      body: { error: 'FICTITIOUS_EMAIL_NOT_ALLOWED' },
    });
    const dev = signInAt(world, DEV).session;
    expect(sendPinToEmail(world.state, dev, { validation_type: 'adm_pin' }).body).toEqual({
      error: 'INVALID_VALIDATION_TYPE',
    });
    expect(sendPinToEmail(world.state, dev, {}).body).toEqual({ error: 'NOT_INPUT_DATA' });
    const ann = signInAt(world, { email: 'ann@example.com', password: 'Ann@Pass1' }).session;
    expect(sendPinToEmail(world.state, ann, SEND).body).toEqual({ error: 'VALIDATION_NOT_REQUIRED' });
  });
});

describe('device tokens the upstream refuses from its state', () => {
  const BOUNCED = { email: 'bounced@example.com', password: 'Bounced@Pass1' };

  it('an e-mailed token expires after 10 minutes of world time, whatever is typed', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    sendPinToEmail(world.state, session, SEND);
    const pin = emailPinOf(world, DEV.email) as string;
    world.advanceClock(EMAIL_PIN_LIFE_MS);
    expect(validateWithPin(world.state, session, email(pin))).toEqual({
      status: 410,
      body: { error: 'EXPIRED_MAIL' },
    });
    // The expired token is gone: a new one must be sent.
    expect(emailPinOf(world, DEV.email)).toBeNull();
  });

  it('an e-mailed token still works just before it expires', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, DEV);
    sendPinToEmail(world.state, session, SEND);
    const pin = emailPinOf(world, DEV.email) as string;
    world.advanceClock(EMAIL_PIN_LIFE_MS - 1);
    expect(validateWithPin(world.state, session, email(pin)).status).toBe(200);
  });

  it('a mailbox that refuses mail: UNSENT_EMAIL', () => {
    const world = deviceWorld();
    const { session } = signInAt(world, BOUNCED);
    expect(sendPinToEmail(world.state, session, SEND)).toEqual({
      status: 500,
      body: { error: 'UNSENT_EMAIL' },
    });
  });

  it("the administrator's type for a user who was never given such a token: INVALID_VALIDATION_TYPE", () => {
    const world = deviceWorld();
    const { session } = signInAt(world, BOUNCED);
    expect(validateWithPin(world.state, session, adm('123456'))).toEqual({
      status: 400,
      body: { error: 'INVALID_VALIDATION_TYPE' },
    });
  });
});
