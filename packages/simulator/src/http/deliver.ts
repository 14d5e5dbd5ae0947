import type { FastifyReply } from 'fastify';
import type { SimReply } from '../domains/replies';
import type { Override } from '../scenario/schema/faults';
import { replyCode } from '../state/journal';
import { DEFAULT_DRIP_MS, scriptedReply } from '../state/overrides';
import { MINUTE_MS } from '../state/time-units';

/** What went out, for the journal; status null when no reply did. */
export interface Delivered {
  status: number | null;
  code: string | null;
}

/** Valid JSON that no endpoint's response schema accepts (each is an object). */
export const CONTRACT_BREAK_BODY: readonly string[] = ['simulated contract break'];
/** A JSON text cut short, as a proxy that dies mid-reply would leave it. */
export const MALFORMED_JSON_TEXT = '{"status": "SUCCESS", "clients": [';
/** How long a `timeout` holds a reply: well past the gateway's 15 s, then the connection is cut. */
export const DEFAULT_HOLD_MS = MINUTE_MS;
const DRIP_CHUNK_BYTES = 8;
const JSON_TYPE = 'application/json; charset=utf-8';

/** Replies being held or dripped; released all at once when the server closes. */
export class PendingReplies {
  private readonly releases = new Set<() => void>();

  add(release: () => void): () => void {
    this.releases.add(release);
    return () => this.releases.delete(release);
  }

  releaseAll(): void {
    for (const release of [...this.releases]) release();
  }
}

/** Waits ms unless the server closes first (PendingReplies released); true if the time ran out. */
export function wait(pending: PendingReplies, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (elapsed: boolean) => {
      clearTimeout(timer);
      forget();
      resolve(elapsed);
    };
    const timer = setTimeout(() => finish(true), ms);
    timer.unref();
    const forget = pending.add(() => finish(false));
  });
}

/** Waits ms unless the client goes away or the server closes first; true if the client is still there. */
function hold(reply: FastifyReply, pending: PendingReplies, ms: number): Promise<boolean> {
  // A client that left before this handler ran has no 'close' left to fire.
  if (reply.raw.destroyed || reply.raw.socket?.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = (clientThere: boolean) => {
      clearTimeout(timer);
      reply.raw.off('close', gone);
      forget();
      resolve(clientThere);
    };
    const gone = () => finish(false);
    const timer = setTimeout(() => finish(true), ms);
    timer.unref();
    reply.raw.once('close', gone);
    const forget = pending.add(gone);
  });
}

/** Ends the exchange without a reply: the socket is destroyed, which the client sees as a reset. */
function cut(reply: FastifyReply): Delivered {
  reply.hijack();
  reply.raw.destroy();
  return { status: null, code: null };
}

async function drip(reply: FastifyReply, pending: PendingReplies, result: SimReply, dripMs: number) {
  const bytes = Buffer.from(JSON.stringify(result.body));
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.writeHead(result.status, { 'content-type': JSON_TYPE, 'content-length': bytes.length });
  const chunks = Math.ceil(bytes.length / DRIP_CHUNK_BYTES);
  const pause = Math.max(1, Math.floor(dripMs / Math.max(1, chunks)));
  for (let offset = 0; offset < bytes.length; offset += DRIP_CHUNK_BYTES) {
    if (reply.raw.destroyed) return { status: null, code: null };
    reply.raw.write(bytes.subarray(offset, offset + DRIP_CHUNK_BYTES));
    if (!(await hold(reply, pending, pause))) return { status: null, code: null };
  }
  reply.raw.end();
  return { status: result.status, code: replyCode(result.body) };
}

/** An answer that needs no socket: a body sent as JSON, or a raw text (a malformed reply). */
export type ImmediateReply = { status: number; body: unknown } | { status: number; raw: string };

/** The answer of an override that needs no socket, else the world's own (`answer`). */
export function immediateReply(override: Override | undefined, answer: () => SimReply): ImmediateReply {
  const scripted = override ? scriptedReply(override) : undefined;
  switch (override?.kind) {
    case 'malformed-json':
      return { status: 200, raw: MALFORMED_JSON_TEXT };
    case 'contract-break':
      return { status: 200, body: CONTRACT_BREAK_BODY };
    default:
      return scripted ?? answer();
  }
}

/** What an immediate reply puts in the journal. */
export function deliveredOf(result: ImmediateReply): Delivered {
  return { status: result.status, code: 'raw' in result ? null : replyCode(result.body) };
}

function send(reply: FastifyReply, result: ImmediateReply): Delivered {
  if ('raw' in result) void reply.code(result.status).type(JSON_TYPE).send(result.raw);
  else void reply.code(result.status).send(result.body);
  return deliveredOf(result);
}

/**
 * Puts one answer on the wire: the override's fault if one answers, else the world's own reply
 * (`answer`, called only when the world answers, so a fault never changes its state). The same
 * code serves real sockets and the gateway's `app.inject`, so each kind reaches the upstream
 * client as it would from a real upstream.
 */
export async function deliver(
  reply: FastifyReply,
  override: Override | undefined,
  answer: () => SimReply,
  pending: PendingReplies,
  holdMs = DEFAULT_HOLD_MS,
): Promise<Delivered> {
  if (override?.delayMs && !(await hold(reply, pending, override.delayMs))) return cut(reply);
  switch (override?.kind) {
    case 'timeout':
      // Never the world's answer: the caller gave up long ago, and a sign-in or a licence taken
      // behind its back would make the tester's next screen depend on timing.
      await hold(reply, pending, holdMs);
      return cut(reply);
    case 'reset':
      return cut(reply);
    case 'slow-drip':
      return drip(reply, pending, scriptedReply(override) ?? answer(), override.dripMs ?? DEFAULT_DRIP_MS);
    default:
      return send(reply, immediateReply(override, answer));
  }
}

/**
 * What an in-process caller (the gateway in simulator mode) gets: the answer, or null where a
 * socket would have been cut (a reset, a time-out's end, a server closing during a hold).
 */
export interface InProcessDelivery {
  reply: ImmediateReply | null;
  delivered: Delivered;
}

const CUT: InProcessDelivery = { reply: null, delivered: { status: null, code: null } };

/**
 * `deliver` for a caller with no socket, fault for fault: a delay or a time-out's hold waits on a
 * timer, a drip waits its whole length and then answers whole (the caller reads a reply whole
 * either way), and a cut answers nothing. A caller that stops waiting is never seen as gone, so a
 * held answer runs to its end, as an abandoned `inject` did.
 */
export async function deliverInProcess(
  override: Override | undefined,
  answer: () => SimReply,
  pending: PendingReplies,
  holdMs = DEFAULT_HOLD_MS,
): Promise<InProcessDelivery> {
  if (override?.delayMs && !(await wait(pending, override.delayMs))) return CUT;
  switch (override?.kind) {
    case 'timeout':
      await wait(pending, holdMs);
      return CUT;
    case 'reset':
      return CUT;
    case 'slow-drip': {
      const result = scriptedReply(override) ?? answer();
      if (!(await wait(pending, override.dripMs ?? DEFAULT_DRIP_MS))) return CUT;
      return { reply: result, delivered: { status: result.status, code: replyCode(result.body) } };
    }
    default: {
      const reply = immediateReply(override, answer);
      return { reply, delivered: deliveredOf(reply) };
    }
  }
}
