import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `deadline` (ms), never below 0. */
export const secondsUntil = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Seconds left until a deadline, ticking with the browser clock (a deadline, not a count, so a
 * reload or a throttled background tab does not stretch it).
 */
export function useSecondsLeft(deadline: number): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline, Date.now()));
  useEffect(() => {
    const tick = () => {
      const next = secondsUntil(deadline, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    };
    const timer = setInterval(tick, 250);
    tick();
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
