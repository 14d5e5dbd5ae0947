/** The real clock a world's fake clock is offset from; tests pin it. */
export type TimeSource = () => number;

/**
 * A world's own clock: real time plus an offset that QA moves (an 8-minute boot in one jump).
 * It never goes back before the moment the world was created, so nothing the world recorded
 * can end up in its own future.
 */
export class WorldClock {
  readonly createdAt: number;
  private offset = 0;
  /** The latest time read: the machine's clock can step back a little (time sync), a world's does not. */
  private latest = Number.NEGATIVE_INFINITY;

  constructor(private readonly baseNow: TimeSource = Date.now) {
    this.createdAt = baseNow();
  }

  now(): number {
    this.latest = Math.max(this.latest, this.baseNow() + this.offset);
    return this.latest;
  }

  /** Moves forward by ms (negative counts as 0); returns the new time. */
  advance(ms: number): number {
    this.offset += Math.max(0, ms);
    return this.now();
  }

  /** Jumps forward to an absolute time; an earlier time leaves the clock where it is. */
  set(absoluteMs: number): number {
    return this.advance(absoluteMs - this.now());
  }

  /**
   * Starts the clock at an absolute time, earlier than real time too (a repro export's moment).
   * Only for a world being seeded: nothing has been recorded yet that could end up in its future.
   */
  startAt(absoluteMs: number): number {
    this.offset = absoluteMs - this.baseNow();
    this.latest = Number.NEGATIVE_INFINITY;
    return this.now();
  }

  /** Back to real time (a world being reset: its clock may go back to it). */
  reset(): void {
    this.offset = 0;
    this.latest = Number.NEGATIVE_INFINITY;
  }

  get offsetMs(): number {
    return this.offset;
  }
}
