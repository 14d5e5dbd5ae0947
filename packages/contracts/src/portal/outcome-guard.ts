import type { MessageRef, NextStep, Outcome } from './outcome';

// What OutcomeSchema accepts, without zod: the login page reads the outcome a failed call carries
// before any validation library is downloaded. outcome-guard.test.ts keeps it in step with the schema.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isPath = (value: unknown): boolean => isString(value) && value.startsWith('/');
// Not URL.canParse: the browsers the web build targets include some without it.
const isUrl = (value: unknown): boolean => {
  if (!isString(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

const NEXT_STEP: Record<NextStep['kind'], (step: Record<string, unknown>) => boolean> = {
  navigate: (step) => isPath(step.to) && (step.state === undefined || isRecord(step.state)),
  external: (step) => isUrl(step.url),
  'open-session': (step) => isUrl(step.url) && isString(step.windowName),
  plugin: (step) => isString(step.url) && isPath(step.continueTo),
  logout: () => true,
  reload: () => true,
  stay: () => true,
};

const SEVERITIES: readonly string[] = [
  'error',
  'info',
  'success',
  'warning',
] satisfies MessageRef['severity'][];

function isMessageRef(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { severity, key, params, text } = value;
  if (!isString(severity) || !SEVERITIES.includes(severity) || !isString(key) || key === '') return false;
  if (text !== undefined && !isString(text)) return false;
  if (params === undefined) return true;
  return isRecord(params) && Object.values(params).every((p) => isString(p) || typeof p === 'number');
}

export function isOutcome(value: unknown): value is Outcome {
  if (!isRecord(value) || !isRecord(value.next)) return false;
  const kind = value.next.kind;
  const check =
    isString(kind) && Object.hasOwn(NEXT_STEP, kind) ? NEXT_STEP[kind as NextStep['kind']] : undefined;
  if (!check?.(value.next)) return false;
  if (value.code !== undefined && !(isString(value.code) && value.code.length <= 64)) return false;
  return value.message === undefined || isMessageRef(value.message);
}
