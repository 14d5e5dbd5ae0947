/** The world clock's units, in milliseconds. */
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** Whole seconds from `now` until `until`, rounded up: what is left of a timer the world keeps. */
export const secondsLeft = (until: number, now: number): number => Math.ceil((until - now) / SECOND_MS);
