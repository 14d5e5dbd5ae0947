import { ENDPOINTS } from '@portal/contracts/upstream';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_OVERRIDE_FORM,
  fieldsFor,
  type OverrideFormValues,
  ROUTE_NAMES,
  routeLabel,
  toOverrideInput,
} from './override-form';

const form = (values: Partial<OverrideFormValues>): OverrideFormValues => ({
  ...EMPTY_OVERRIDE_FORM,
  ...values,
});

describe('toOverrideInput', () => {
  it('builds a scripted error reply for the next call', () => {
    expect(toOverrideInput(form({ error: 'INVALID_RECAPTCHA' }))).toEqual({
      ok: true,
      input: { route: 'login', times: 1, error: 'INVALID_RECAPTCHA' },
    });
  });

  it('leaves times out for "every call" and sends status, delay and the match', () => {
    const result = toOverrideInput(
      form({
        route: 'loginAttempt',
        status: '503',
        delay: '2s',
        times: '',
        email: 'demo@example.com',
        cliUuid: 'acme-finance',
      }),
    );
    expect(result).toEqual({
      ok: true,
      input: {
        route: 'loginAttempt',
        status: 503,
        delayMs: 2000,
        match: { email: 'demo@example.com', cli_uuid: 'acme-finance' },
      },
    });
  });

  it('sends a reply body (a JSON object) and a drip time for a slow drip', () => {
    expect(
      toOverrideInput(
        form({
          route: 'loginAttempt',
          body: '{"time": 120}',
          error: 'HAS_PENDING_CONNECTION',
          status: '206',
        }),
      ),
    ).toEqual({
      ok: true,
      input: {
        route: 'loginAttempt',
        times: 1,
        error: 'HAS_PENDING_CONNECTION',
        status: 206,
        body: { time: 120 },
      },
    });
    expect(toOverrideInput(form({ mode: 'slow-drip', drip: '5s', body: '{"a": 1}' }))).toEqual({
      ok: true,
      input: { route: 'login', times: 1, kind: 'slow-drip', dripMs: 5000, body: { a: 1 } },
    });
    // A body alone is a scripted reply.
    expect(toOverrideInput(form({ body: '{"status": "SUCCESS"}' }))).toMatchObject({ ok: true });
    for (const bad of ['[1, 2]', '"text"', '{oops', 'null']) {
      expect(toOverrideInput(form({ body: bad }))).toEqual({
        ok: false,
        errors: { body: 'override.invalid.body' },
      });
    }
    // A timeout has a fixed wire behaviour: no body goes with it.
    expect(toOverrideInput(form({ mode: 'timeout', body: '{"a": 1}' }))).toEqual({
      ok: true,
      input: { route: 'login', times: 1, kind: 'timeout' },
    });
  });

  it('sends the fault kind and only the fields that kind uses', () => {
    expect(
      toOverrideInput(form({ mode: 'timeout', error: 'INVALID_USER', status: '500', delay: '3s' })),
    ).toEqual({ ok: true, input: { route: 'login', times: 1, kind: 'timeout' } });
    expect(toOverrideInput(form({ mode: 'delay', delay: '1.5s', times: '3' }))).toEqual({
      ok: true,
      input: { route: 'login', times: 3, kind: 'delay', delayMs: 1500 },
    });
    expect(toOverrideInput(form({ mode: 'http-5xx', status: '502' }))).toEqual({
      ok: true,
      input: { route: 'login', times: 1, kind: 'http-5xx', status: 502 },
    });
  });

  it('names each wrong field with an i18n key', () => {
    const result = toOverrideInput(
      form({ route: 'nope', error: 'NOT_A_CODE', status: '99', times: '0', email: 'not-mail', delay: '5' }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        route: 'override.invalid.route',
        error: 'override.invalid.error',
        status: 'override.invalid.status',
        times: 'override.invalid.times',
        email: 'override.invalid.email',
        delay: 'override.invalid.delay',
      },
    });
  });

  it('asks a reply for a code or a status, a delay fault for its delay, a 5xx for a 5xx', () => {
    expect(toOverrideInput(form({}))).toEqual({
      ok: false,
      errors: { error: 'override.invalid.replyNeedsCode' },
    });
    expect(toOverrideInput(form({ mode: 'delay' }))).toEqual({
      ok: false,
      errors: { delay: 'override.invalid.delayRequired' },
    });
    expect(toOverrideInput(form({ mode: 'delay', delay: '3m' }))).toEqual({
      ok: false,
      errors: { delay: 'override.invalid.delay' },
    });
    expect(toOverrideInput(form({ mode: 'http-5xx', status: '404' }))).toEqual({
      ok: false,
      errors: { status: 'override.invalid.status5xx' },
    });
  });
});

describe('routes', () => {
  it('offers every upstream endpoint of the contracts, labelled as method and path', () => {
    expect(ROUTE_NAMES).toEqual(Object.keys(ENDPOINTS));
    expect(routeLabel('login')).toBe('POST /login');
  });

  it('shows each field only for the modes that use it', () => {
    expect(fieldsFor('reply')).toEqual({ error: true, status: true, delay: true, drip: false, body: true });
    expect(fieldsFor('slow-drip')).toEqual({
      error: false,
      status: false,
      delay: false,
      drip: true,
      body: true,
    });
    expect(fieldsFor('http-5xx')).toEqual({
      error: false,
      status: true,
      delay: false,
      drip: false,
      body: true,
    });
    expect(fieldsFor('reset')).toEqual({
      error: false,
      status: false,
      delay: false,
      drip: false,
      body: false,
    });
  });
});
