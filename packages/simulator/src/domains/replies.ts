import { ERROR_CATALOGUE, type ErrorCode } from '@portal/contracts/errors';
import type { EndpointName, EndpointResponse } from '@portal/contracts/upstream';
import type { z } from 'zod';

/** What a simulated upstream route answers, before any HTTP framework is involved. */
export interface SimReply {
  status: number;
  body: unknown;
}

/** A success reply typed by its endpoint, so the compiler checks it against the contract. */
export function ok<N extends EndpointName>(_route: N, body: EndpointResponse<N>, status = 200): SimReply {
  return { status, body };
}

/** An upstream error reply: `{ error: CODE }` with the catalogue status unless told otherwise. */
export function fail(code: ErrorCode, status: number = ERROR_CATALOGUE[code].status): SimReply {
  return { status, body: { error: code } };
}

/** A field validator's refusal: `field:CODE`, the prefixed form of spec section 8, with the code's status. */
export function failField(field: string, code: ErrorCode): SimReply {
  return { ...fail(code), body: { error: `${field}:${code}` } };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(input: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const key of path) {
    if (!isPlainObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export type Parsed<T> = { ok: true; data: T } | { ok: false; reply: SimReply };

/**
 * Reads a request body or query with its contract schema. Required fields that are absent or
 * blank answer NOT_INPUT_DATA (what the upstream says for an incomplete form); anything else
 * that does not fit (not an object, wrong types, too long) answers PAYLOAD_NOT_RIGHT.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  if (!isPlainObject(input)) return { ok: false, reply: fail('PAYLOAD_NOT_RIGHT') };
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const onlyMissing = parsed.error.issues.every((issue) => isBlank(valueAt(input, issue.path)));
  return { ok: false, reply: fail(onlyMissing ? 'NOT_INPUT_DATA' : 'PAYLOAD_NOT_RIGHT') };
}
