/** What holds an alert open: the pointer over it, keyboard focus in it. */
export type HoldReason = 'hover' | 'focus';

export interface AutoHide {
  hold: (reason: HoldReason) => void;
  release: (reason: HoldReason) => void;
  cancel: () => void;
}

type TimerId = ReturnType<typeof setTimeout>;

interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
}

// Looked up at each call, so a test's fake timers apply.
const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id),
};

/**
 * An alert's auto-close (issue 22): it counts down only while nothing holds it. Hovering or
 * focusing it pauses the count; once both are released it goes on with the time it had left, so
 * an alert being read (or whose close button has focus) never disappears under the reader.
 */
export function autoHide(ms: number, onHide: () => void, clock: Clock = browserClock): AutoHide {
  const holds = new Set<HoldReason>();
  let left = ms;
  let startedAt = clock.now();
  let timer: TimerId | undefined = clock.setTimeout(onHide, left);
  const stop = () => {
    if (timer === undefined) return;
    clock.clearTimeout(timer);
    timer = undefined;
    left = Math.max(0, left - (clock.now() - startedAt));
  };
  let cancelled = false;
  return {
    hold: (reason) => {
      holds.add(reason);
      stop();
    },
    release: (reason) => {
      holds.delete(reason);
      if (holds.size > 0 || timer !== undefined || cancelled) return;
      startedAt = clock.now();
      timer = clock.setTimeout(onHide, left);
    },
    cancel: () => {
      cancelled = true;
      stop();
    },
  };
}
