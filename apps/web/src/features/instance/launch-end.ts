import type { LaunchOutcome } from '@portal/contracts/portal';

/**
 * How a launch started from a waiting page (/messages, /timeInstance) ended for that page:
 * - `failed`: nothing happens next (an error the alert explains, or no answer): offer to try again;
 * - `moved`: the executor went elsewhere (another page, the same page with new state, the plugin,
 *   a logout), opened the session window (the launcher's `opened`: the page shows the "session
 *   opened" card) or a question is open (an active session): nothing to show.
 */
export type LaunchEnd = 'failed' | 'moved';

export function launchEnd(outcome: LaunchOutcome | undefined): LaunchEnd {
  if (outcome === undefined) return 'failed';
  if (outcome.next.kind === 'stay') return outcome.activeSession ? 'moved' : 'failed';
  return 'moved';
}

/** The seconds /timeInstance counts down from (its navigation state); undefined after a reload. */
export function waitSecondsOf(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('time' in state)) return undefined;
  const { time } = state as { time: unknown };
  return typeof time === 'number' && Number.isFinite(time) && time >= 0 ? time : undefined;
}

/**
 * The boot estimate /timeInstance states, in whole minutes: the upstream's own figure (the 202's
 * `time`, seconds), rounded up so "about 3 minutes" is never shorter than the countdown beside it.
 * Undefined without a time (a reload): the page says "a few minutes" instead of inventing one.
 */
export function bootEstimateMinutes(seconds: number | undefined): number | undefined {
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
}
