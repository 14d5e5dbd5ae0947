import { useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown that started at `startedAt` (ms), never below 0. */
export function secondsLeft(total: number, startedAt: number, now: number): number {
  return Math.max(0, total - Math.floor((now - startedAt) / 1000));
}

/**
 * Counts down from `total` seconds once `running`, then calls `onDone` once. Reads the time from
 * Date.now and ticks with setInterval, so tests drive it with fake timers or Playwright's clock.
 */
export function useCountdown(total: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(total);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    let finished = false;
    const tick = () => {
      const next = secondsLeft(total, startedAt, Date.now());
      setLeft(next);
      if (next === 0 && !finished) {
        finished = true;
        clearInterval(timer);
        done.current();
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [total, running]);
  return left;
}
