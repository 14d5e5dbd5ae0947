import { ERROR_CODES } from '@portal/contracts/errors';
import { parseDuration, SIM_LIMITS } from '@portal/contracts/portal';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import { z } from 'zod';
import { FAULT_KINDS, type FaultKind, type OverrideInput } from './api';

/** A scripted reply (status and/or error code) or one of the fault kinds. */
export const OVERRIDE_MODES = ['reply', ...FAULT_KINDS] as const;
export type OverrideMode = (typeof OVERRIDE_MODES)[number];

/** The form as typed: every field a string, so an empty field means "not set". */
export interface OverrideFormValues {
  route: string;
  mode: OverrideMode;
  error: string;
  status: string;
  delay: string;
  /** slow-drip: how long the body takes to arrive. */
  drip: string;
  /** A JSON object merged into the reply, e.g. {"time": 120}. */
  body: string;
  times: string;
  email: string;
  cliUuid: string;
}
export type OverrideField = keyof OverrideFormValues;
/** Field → i18n key (in the sim-picker namespace) of what is wrong. */
export type OverrideFormErrors = Partial<Record<OverrideField, string>>;

export const EMPTY_OVERRIDE_FORM: OverrideFormValues = {
  route: 'login',
  mode: 'reply',
  error: '',
  status: '',
  delay: '',
  drip: '',
  body: '',
  times: '1',
  email: '',
  cliUuid: '',
};

export const ROUTE_NAMES = Object.keys(ENDPOINTS) as EndpointName[];
/** What a tester recognises in the browser's network tab: `POST /login`. */
export const routeLabel = (name: EndpointName): string => `${ENDPOINTS[name].method} ${ENDPOINTS[name].path}`;

/** Which optional fields each mode uses; the form shows only these. */
export function fieldsFor(mode: OverrideMode): {
  error: boolean;
  status: boolean;
  delay: boolean;
  drip: boolean;
  body: boolean;
} {
  // The simulator lets these kinds carry a reply (state/overrides.ts REPLY_KINDS).
  const carriesReply = mode === 'reply' || mode === 'http-5xx' || mode === 'slow-drip';
  return {
    error: mode === 'reply',
    status: mode === 'reply' || mode === 'http-5xx',
    delay: mode === 'reply' || mode === 'delay',
    drip: mode === 'slow-drip',
    body: carriesReply,
  };
}

/** A JSON object, or undefined when the text is not one. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The control API accepts delays up to two minutes (beyond the gateway's 15 s time-out). */
const MAX_DELAY_MS = SIM_LIMITS.maxOverrideDelayMs;
const isRoute = (value: string): value is EndpointName => (ROUTE_NAMES as string[]).includes(value);
const isErrorCode = (value: string) => (ERROR_CODES as string[]).includes(value);
const isFaultKind = (value: string): value is FaultKind => (FAULT_KINDS as readonly string[]).includes(value);
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : undefined);

export type OverrideFormResult =
  | { ok: true; input: OverrideInput }
  | { ok: false; errors: OverrideFormErrors };

/** Checks the form and builds the control API's payload; errors name the field and an i18n key. */
export function toOverrideInput(values: OverrideFormValues): OverrideFormResult {
  const errors: OverrideFormErrors = {};
  const uses = fieldsFor(values.mode);
  const input: OverrideInput = { route: values.route };
  if (!isRoute(values.route)) errors.route = 'override.invalid.route';
  if (isFaultKind(values.mode)) input.kind = values.mode;

  const times = values.times.trim();
  if (times !== '') {
    const n = wholeNumber(times);
    if (n === undefined || n < 1) errors.times = 'override.invalid.times';
    else input.times = n;
  }

  const email = values.email.trim();
  const cliUuid = values.cliUuid.trim();
  if (email !== '' && !z.email().safeParse(email).success) errors.email = 'override.invalid.email';
  if (email !== '' || cliUuid !== '') {
    input.match = { ...(email === '' ? {} : { email }), ...(cliUuid === '' ? {} : { cli_uuid: cliUuid }) };
  }

  const error = values.error.trim();
  if (uses.error && error !== '') {
    if (isErrorCode(error)) input.error = error;
    else errors.error = 'override.invalid.error';
  }

  const status = values.status.trim();
  if (uses.status && status !== '') {
    const n = wholeNumber(status);
    const min = values.mode === 'http-5xx' ? 500 : 200;
    if (n === undefined || n < min || n > 599) {
      errors.status = values.mode === 'http-5xx' ? 'override.invalid.status5xx' : 'override.invalid.status';
    } else input.status = n;
  }

  const delay = values.delay.trim();
  if (uses.delay && delay !== '') {
    const ms = parseDuration(delay);
    if (ms === undefined || ms > MAX_DELAY_MS) errors.delay = 'override.invalid.delay';
    else input.delayMs = ms;
  } else if (values.mode === 'delay') errors.delay = 'override.invalid.delayRequired';

  const drip = values.drip.trim();
  if (uses.drip && drip !== '') {
    const ms = parseDuration(drip);
    if (ms === undefined || ms < 1 || ms > MAX_DELAY_MS) errors.drip = 'override.invalid.delay';
    else input.dripMs = ms;
  }

  const body = values.body.trim();
  if (uses.body && body !== '') {
    const parsed = jsonObject(body);
    if (parsed === undefined) errors.body = 'override.invalid.body';
    else input.body = parsed;
  }

  if (values.mode === 'reply' && error === '' && status === '' && body === '' && errors.error === undefined) {
    errors.error = 'override.invalid.replyNeedsCode';
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
