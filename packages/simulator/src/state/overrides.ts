import { ERROR_CATALOGUE } from '@portal/contracts/errors';
import { FAULT_KINDS, type FaultKind } from '@portal/contracts/portal';
import type { EndpointName } from '@portal/contracts/upstream';
import { type Override, type OverrideInput, OverrideSchema } from '../scenario/schema/faults';

export { FAULT_KINDS, type FaultKind };

export const DEFAULT_DRIP_MS = 3_000;
export const DEFAULT_5XX_STATUS = 503;
/** Run-time overrides one world keeps; a looping script must not grow a world without bound. */
export const MAX_RUNTIME_OVERRIDES = 100;
/** `add` refuses a run-time override past MAX_RUNTIME_OVERRIDES; the control API answers 409. */
export class TooManyOverridesError extends Error {
  constructor() {
    super(
      `a world keeps at most ${MAX_RUNTIME_OVERRIDES} run-time overrides; remove some (DELETE .../overrides) or reset the world`,
    );
    this.name = 'TooManyOverridesError';
  }
}

export interface StoredOverride extends Override {
  id: string;
  source: 'scenario' | 'runtime';
  /** Matching requests it still answers; null: every one. */
  remaining: number | null;
}

/** What an override's `match` can look at in a request. */
export interface MatchContext {
  cliUuid?: string;
  email?: string;
}

const sameEmail = (a: string, b: string | undefined) =>
  b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function matches(o: StoredOverride, route: EndpointName, ctx: MatchContext): boolean {
  if (o.route !== route || o.remaining === 0) return false;
  if (o.match?.cli_uuid !== undefined && o.match.cli_uuid !== ctx.cliUuid) return false;
  if (o.match?.email !== undefined && !sameEmail(o.match.email, ctx.email)) return false;
  return true;
}

/**
 * A world's overrides: the scenario's, then those added at run time. The last added that matches
 * answers, so run-time ones win over the scenario's and a later one over an earlier one.
 */
export class OverrideStore {
  private entries: StoredOverride[] = [];
  /** Numbers run-time ids; never reused, so an id names one override for the world's life. */
  private runtimeIds = 0;

  constructor(private seed: readonly Override[] = []) {
    this.reset();
  }

  /**
   * Validates (throws a ZodError on a bad input) and stores a run-time override; throws
   * TooManyOverridesError when the world already keeps MAX_RUNTIME_OVERRIDES of them.
   */
  add(input: OverrideInput): StoredOverride {
    const parsed = OverrideSchema.parse(input);
    if (this.entries.filter((o) => o.source === 'runtime').length >= MAX_RUNTIME_OVERRIDES) {
      throw new TooManyOverridesError();
    }
    this.runtimeIds += 1;
    const stored = this.store(parsed, `runtime-${this.runtimeIds}`, 'runtime');
    return { ...stored };
  }

  /** In the order they were added; the last matching one answers. */
  list(): StoredOverride[] {
    return this.entries.map((o) => ({ ...o }));
  }

  /** Removes one run-time override; the scenario's stay (a reset is their way back). */
  remove(id: string): boolean {
    const before = this.entries.length;
    this.entries = this.entries.filter((o) => o.id !== id || o.source === 'scenario');
    return this.entries.length !== before;
  }

  clearRuntime(): void {
    this.entries = this.entries.filter((o) => o.source === 'scenario');
  }

  /** Only the scenario's overrides again, with their counters full; `seed` is a reloaded scenario's. */
  reset(seed: readonly Override[] = this.seed): void {
    this.seed = seed;
    this.entries = [];
    this.seed.forEach((o, i) => {
      this.store(structuredClone(o), `scenario-${i + 1}`, 'scenario');
    });
  }

  /** The override that would answer this request, not counted as used. */
  peek(route: EndpointName, ctx: MatchContext): Readonly<StoredOverride> | undefined {
    return this.find(route, ctx);
  }

  /** The override that answers this request, counted as used. */
  take(route: EndpointName, ctx: MatchContext): StoredOverride | undefined {
    const found = this.find(route, ctx);
    if (!found) return undefined;
    if (found.remaining !== null) found.remaining -= 1;
    // A spent run-time override only takes memory; a spent scenario one stays listed as spent.
    if (found.remaining === 0 && found.source === 'runtime') this.remove(found.id);
    return { ...found };
  }

  private find(route: EndpointName, ctx: MatchContext): StoredOverride | undefined {
    return this.entries.findLast((o) => matches(o, route, ctx));
  }

  private store(o: Override, id: string, source: StoredOverride['source']): StoredOverride {
    const stored: StoredOverride = { ...o, id, source, remaining: o.times ?? null };
    this.entries.push(stored);
    return stored;
  }
}

/** The scripted reply of an override, if it scripts one (a delay alone lets the world answer). */
export function scriptedReply(o: Override): { status: number; body: Record<string, unknown> } | undefined {
  if (o.status === undefined && o.error === undefined && o.body === undefined && o.kind !== 'http-5xx') {
    return undefined;
  }
  const body = { ...(o.body ?? {}), ...(o.error === undefined ? {} : { error: o.error }) };
  const fallback = o.kind === 'http-5xx' ? DEFAULT_5XX_STATUS : 200;
  const status = o.status ?? (o.error === undefined ? fallback : ERROR_CATALOGUE[o.error].status);
  // An http-5xx with a 4xx catalogue code keeps its code but still answers a 5xx.
  return { status: o.kind === 'http-5xx' && status < 500 ? DEFAULT_5XX_STATUS : status, body };
}
