const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * Limits of the simulator's controls, one place for the control API, the scenario format, the
 * CLI and the QA picker.
 */
export const SIM_LIMITS = {
  /** The most a world clock moves in one jump (boots, expiries and lock-outs fit well inside). */
  maxClockJumpMs: 30 * UNIT_MS.d,
  /** The longest delay or drip an override may add: well past the gateway's 15 s time-out. */
  maxOverrideDelayMs: 120_000,
  /** SIM_CONTROL_TOKEN: long enough not to be guessed by trying. */
  minControlTokenLength: 16,
  /**
   * Worlds one simulator keeps before the least recently used goes (SIM_MAX_WORLDS in the gateway,
   * `--max-worlds` of `pnpm sim serve`): about 10–25 KiB each with the bundled scenarios.
   */
  defaultMaxWorlds: 1_000,
} as const;

const PART = /(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)/y;

/**
 * Reads a duration as testers type it, in the CLI, the picker and scenario files alike: `8m`,
 * `90s`, `1h30m`, `1.5h`, `250ms`.
 * A bare number is refused: "8" could mean seconds or minutes, and a wrong guess moves the
 * world's clock by a factor of 60. Undefined when the text is not a duration.
 */
export function parseDuration(text: string): number | undefined {
  const input = text.trim().toLowerCase().replace(/\s+/g, '');
  if (input === '') return undefined;
  let total = 0;
  PART.lastIndex = 0;
  while (PART.lastIndex < input.length) {
    const match = PART.exec(input);
    if (!match) return undefined;
    total += Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  }
  const ms = Math.round(total);
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/** The reverse, for labels: 480000 → "8m", 5400000 → "1h30m". */
export function formatDuration(ms: number): string {
  if (ms <= 0) return '0s';
  const parts: string[] = [];
  let rest = ms;
  for (const unit of ['d', 'h', 'm', 's', 'ms'] as const) {
    const amount = Math.floor(rest / UNIT_MS[unit]);
    if (amount > 0) parts.push(`${amount}${unit}`);
    rest -= amount * UNIT_MS[unit];
  }
  return parts.join('');
}
