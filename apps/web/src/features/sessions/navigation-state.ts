import { RECONNECT_CLEARED_STATE } from '@portal/contracts/flows';
import { sessionStore } from '../../session/browser-storage';

/**
 * What the sessions pages read from their navigation state, kept in session storage too so a
 * reload shows the same page instead of a blank one (the state of history survives a reload in
 * most browsers, but not a page opened again from its address).
 */

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export const RESTRICTION_KEY = 'portal.accessRestricted';
export const PENDING_DEADLINE_KEY = 'portal.pendingConnectionUntil';

const field = (source: unknown, key: string): unknown =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** /accessRestricted: the kind of restriction, the address and the release time. */
export interface Restriction {
  type: 'IP' | 'SCHEDULE' | null;
  ip: string | null;
  releaseTime: string | null;
}

function parseRestriction(source: unknown): Restriction | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const type = field(source, 'type');
  return {
    type: type === 'IP' || type === 'SCHEDULE' ? type : null,
    ip: textOrNull(field(source, 'ip')),
    releaseTime: textOrNull(field(source, 'releaseTime')),
  };
}

/**
 * The restriction of the navigation state (kept for a reload), else the one kept from before;
 * a bare /accessRestricted knows nothing more than that access is restricted.
 */
export function readRestriction(state: unknown, store: Store | undefined = sessionStore()): Restriction {
  const given = parseRestriction(state);
  try {
    if (given) {
      store?.setItem(RESTRICTION_KEY, JSON.stringify(given));
      return given;
    }
    const kept = parseRestriction(JSON.parse(store?.getItem(RESTRICTION_KEY) ?? 'null'));
    if (kept) return kept;
  } catch {
    // Blocked or garbled storage: show what the navigation said, or the bare message.
  }
  return given ?? { type: null, ip: null, releaseTime: null };
}

/**
 * /pendingConnection: when the pending connection expires (ms). A navigation's `time` (seconds,
 * A-30) starts a deadline, kept with that history entry's `entry` key: a reload brings the same
 * entry back with the same `time` in its state (browsers keep history state), and must go on
 * counting from the kept deadline instead of starting `time` over. Without a `time` (the page
 * opened again from its address) the last kept deadline goes on counting; with neither, undefined:
 * no pending connection is known.
 */
export function readPendingDeadline(
  state: unknown,
  entry: string,
  now: number,
  store: Store | undefined = sessionStore(),
): number | undefined {
  const time = field(state, 'time');
  try {
    const kept = parseKeptDeadline(store?.getItem(PENDING_DEADLINE_KEY) ?? null);
    if (typeof time === 'number' && Number.isFinite(time) && time >= 0) {
      if (kept?.entry === entry) return kept.deadline;
      const deadline = now + time * 1000;
      store?.setItem(PENDING_DEADLINE_KEY, JSON.stringify({ entry, deadline }));
      return deadline;
    }
    if (kept) return kept.deadline;
  } catch {
    // Blocked storage: no timer to go on with.
  }
  return undefined;
}

/**
 * What /pendingConnection says: the countdown while the pending connection is held, "expired"
 * once its deadline passed, and "nothing pending" when no launch reported one (the page opened
 * directly): it must not claim an expiry that never happened.
 */
export type PendingView = 'waiting' | 'expired' | 'nothing';

export function pendingViewOf(deadline: number | undefined, secondsLeft: number): PendingView {
  if (deadline === undefined) return 'nothing';
  return secondsLeft === 0 ? 'expired' : 'waiting';
}

/**
 * What /reconnect says: "Connections cleared" only when clearing them brought the user here (the
 * disconnect's navigation state, kept by history over a reload); opened directly, nothing pending.
 */
export function reconnectViewOf(state: unknown): 'cleared' | 'nothing' {
  return field(state, RECONNECT_CLEARED_STATE) === true ? 'cleared' : 'nothing';
}

function parseKeptDeadline(text: string | null): { entry: string; deadline: number } | undefined {
  try {
    const kept: unknown = JSON.parse(text ?? 'null');
    const entry = field(kept, 'entry');
    const deadline = field(kept, 'deadline');
    if (typeof entry === 'string' && typeof deadline === 'number' && Number.isFinite(deadline))
      return { entry, deadline };
  } catch {
    // Garbled: as if nothing was kept.
  }
  return undefined;
}
