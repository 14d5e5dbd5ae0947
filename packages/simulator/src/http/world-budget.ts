import type { TimeSource } from '../state/clock';
import { MINUTE_MS } from '../state/time-units';
import { clientNetwork } from './client-network';
import { isLoopback } from './control-access';

/** New worlds one remote address (an IPv6 /64) may start per minute (a tester needs a handful). */
export const DEFAULT_NEW_WORLDS_PER_MINUTE = 30;
/** Addresses remembered at once; the least recently seen are forgotten first. */
const MAX_ADDRESSES = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

/** A caller on this machine, not relayed by a proxy: the test suites and a developer. */
export function isLocalCaller(caller: { socketAddress: string | undefined; forwarded: boolean }): boolean {
  return isLoopback(caller.socketAddress) && !caller.forwarded;
}

/**
 * How many new worlds each remote address (IPv6: each /64, client-network.ts) may start: the
 * registry evicts the least recently used world past its cap, so without a budget one script
 * could push every tester's world out. Callers on this machine (the test suites, a developer) are
 * not counted.
 */
export class WorldBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute = DEFAULT_NEW_WORLDS_PER_MINUTE,
    private readonly now: TimeSource = Date.now,
  ) {}

  /** True when this caller may start a new world now (and counts it). */
  take(caller: { socketAddress: string | undefined; forwarded: boolean; clientAddress: string }): boolean {
    if (this.perMinute <= 0) return true;
    if (isLocalCaller(caller)) return true;
    const now = this.now();
    const key = clientNetwork(caller.clientAddress);
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    this.buckets.delete(key);
    const refilled = Math.min(
      this.perMinute,
      bucket.tokens + ((now - bucket.at) / MINUTE_MS) * this.perMinute,
    );
    const allowed = refilled >= 1;
    this.buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, at: now });
    if (this.buckets.size > MAX_ADDRESSES) {
      const oldest = this.buckets.keys().next().value;
      if (oldest !== undefined) this.buckets.delete(oldest);
    }
    return allowed;
  }
}
