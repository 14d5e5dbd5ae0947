// One override (the `faults:` block of a scenario, and the control API's run-time ones): one schema
// for both. It lives with the scenario's shapes, below the world state that keeps the overrides.
import { FAULT_KINDS, type FaultKind, SIM_LIMITS } from '@portal/contracts/portal';
import { z } from 'zod';
import { EndpointNameSchema, ErrorCodeSchema } from './refs';

/** Kinds that may carry status, error and body; the others have a fixed wire behaviour. */
const REPLY_KINDS = new Set<FaultKind | undefined>([undefined, 'http-5xx', 'slow-drip']);
/** An override's `body` as JSON text; real reply extras (PASSWORD_EXPIRED's token) are tiny. */
export const MAX_OVERRIDE_BODY_BYTES = 8 * 1024;

/** How deep an override's `body` may nest: real replies are two or three levels deep. */
export const MAX_OVERRIDE_BODY_DEPTH = 16;

/** The nesting depth of a JSON value (a scalar is 0), counted without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_OVERRIDE_BODY_DEPTH) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** The size of a body as JSON in UTF-8 bytes; Infinity when it cannot be written as JSON. */
function jsonBytes(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value)).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const text = z.string().trim().min(1);

/**
 * One override (MSW's `server.use()`), the same in a scenario's `faults:` block and at run time.
 * Without `kind` it is a scripted reply; `delayMs` always waits first.
 */
export const OverrideSchema = z
  .strictObject({
    route: EndpointNameSchema,
    /** Only requests for this client (query or body cli_uuid) or this login e-mail (any case). */
    match: z.strictObject({ cli_uuid: text.optional(), email: z.email().optional() }).optional(),
    /** How many matching requests it answers; absent means every one. */
    times: z.number().int().min(1).optional(),
    kind: z.enum(FAULT_KINDS).optional(),
    /** Reply status; defaults to the error's catalogue status (503 for http-5xx), else 200. */
    status: z.number().int().min(200).max(599).optional(),
    /** Catalogue code put in the reply as { error: CODE }. */
    error: ErrorCodeSchema.optional(),
    /** Reply body (merged under `error`), e.g. { time: 120 } for HAS_PENDING_CONNECTION. */
    body: z
      .record(z.string(), z.unknown())
      .refine((body) => jsonDepth(body) <= MAX_OVERRIDE_BODY_DEPTH, {
        message: `at most ${MAX_OVERRIDE_BODY_DEPTH} levels of nesting`,
        abort: true,
      })
      .refine((body) => jsonBytes(body) <= MAX_OVERRIDE_BODY_BYTES, {
        message: `at most ${MAX_OVERRIDE_BODY_BYTES / 1024} KB as JSON`,
      })
      .optional(),
    /** Wait this long first; a delay alone then lets the normal logic answer. */
    delayMs: z.number().int().nonnegative().max(SIM_LIMITS.maxOverrideDelayMs).optional(),
    /** slow-drip: spread the body over this long (default 3 s). */
    dripMs: z.number().int().min(1).max(SIM_LIMITS.maxOverrideDelayMs).optional(),
  })
  .superRefine((o, ctx) => {
    const hasReply = o.status !== undefined || o.error !== undefined || o.body !== undefined;
    if (o.kind === undefined && !hasReply && o.delayMs === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'an override needs a kind, or one of status, error, body, delayMs',
      });
    }
    if (hasReply && !REPLY_KINDS.has(o.kind)) {
      ctx.addIssue({ code: 'custom', message: `kind ${o.kind} takes no status, error or body` });
    }
    if (o.kind === 'delay' && o.delayMs === undefined) {
      ctx.addIssue({ code: 'custom', path: ['delayMs'], message: 'required when kind is delay' });
    }
    if (o.dripMs !== undefined && o.kind !== 'slow-drip') {
      ctx.addIssue({ code: 'custom', path: ['dripMs'], message: 'only with kind slow-drip' });
    }
    if (o.kind === 'http-5xx' && o.status !== undefined && o.status < 500) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'http-5xx needs a status from 500 to 599' });
    }
  });
export type Override = z.output<typeof OverrideSchema>;
export type OverrideInput = z.input<typeof OverrideSchema>;

/** A scenario's `faults:` entry: the same as a run-time override. */
export { type Override as Fault, OverrideSchema as FaultSchema };
