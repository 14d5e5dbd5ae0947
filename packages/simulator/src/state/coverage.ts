import { ERROR_CATALOGUE, ERROR_CODES, type ErrorCode, isErrorCode } from '@portal/contracts/errors';
import type { JournalEntry } from './journal';

/** Scenarios and world ids kept per code: enough to say where, bounded however long QA runs. */
export const COVERAGE_MAX_PLACES = 20;

/**
 * Whose code it is: the specification's catalogue (section 8, 71 codes), or a name the project
 * gave an error the specification describes without a code (`named` in the catalogue).
 */
export type CodeOrigin = 'spec' | 'portal';

export const codeOrigin = (code: ErrorCode): CodeOrigin => (ERROR_CATALOGUE[code].named ? 'portal' : 'spec');

export interface CoverageEntry {
  code: string;
  origin: CodeOrigin;
  /** Screens that rendered it from a world's own state (what signs a code off). */
  count: number;
  /** Screens that rendered it because an override answered (a hand-made or scripted fault). */
  overrideCount: number;
  firstSeen: string;
  lastSeen: string;
  /** The scenarios whose own state made the portal show it; an override credits none. */
  scenarios: string[];
  worlds: string[];
}

/** One catalogue's tally: how many of its codes rendered from a world's own state. */
export interface CoverageTally {
  total: number;
  shown: number;
}

export interface CoverageReport {
  since: string;
  /** The specification's 71 codes. */
  spec: CoverageTally;
  /** The project's own names (SSO_*, MESSAGE_NOT_CONFIGURED...). */
  portal: CoverageTally;
  /** Every code shown at least once, from a world's own state or through an override. */
  shown: CoverageEntry[];
  /** Codes no screen rendered from a world's own state (an override-only code is here too). */
  notShown: string[];
}

/** Where a showing happened, and whether an override answered the call behind it. */
export interface ShownAt {
  scenario?: string | undefined;
  world?: string | undefined;
  override?: boolean;
}

interface Seen {
  count: number;
  overrideCount: number;
  firstMs: number;
  lastMs: number;
  scenarios: string[];
  worlds: string[];
}

function remember(list: string[], value: string | undefined): void {
  if (value === undefined || list.includes(value)) return;
  if (list.length >= COVERAGE_MAX_PLACES) list.shift();
  list.push(value);
}

/**
 * Whether the call behind a screen that shows `code` was answered by an override: the world's
 * latest journal entry with that code (the page reports right after the answer it rendered). A
 * code with no such entry came from the page itself (an address, a Duo return), not an override.
 */
export function answeredByOverride(code: string, journal: readonly JournalEntry[]): boolean {
  for (let i = journal.length - 1; i >= 0; i -= 1) {
    const entry = journal[i];
    if (entry?.code === code) return entry.overrideId !== null;
  }
  return false;
}

/**
 * Which catalogue codes the portal's screens rendered since start, across worlds, as the browser
 * reports them (by the upstream's code, not the text on screen). In memory only; at most one
 * entry per catalogue code, each with bounded lists of places.
 */
export class CoverageRecorder {
  private readonly seen = new Map<string, Seen>();
  private readonly sinceMs: number;

  constructor(private readonly now: () => number = Date.now) {
    this.sinceMs = now();
  }

  /** Counts one screen that rendered a catalogue code; anything else is ignored. */
  record(code: string, where: ShownAt = {}): void {
    if (!isErrorCode(code)) return;
    const at = this.now();
    let entry = this.seen.get(code);
    if (!entry) {
      entry = { count: 0, overrideCount: 0, firstMs: at, lastMs: at, scenarios: [], worlds: [] };
      this.seen.set(code, entry);
    }
    entry.lastMs = at;
    remember(entry.worlds, where.world);
    if (where.override) {
      entry.overrideCount += 1;
      return;
    }
    entry.count += 1;
    remember(entry.scenarios, where.scenario);
  }

  report(): CoverageReport {
    const shown = [...this.seen.entries()]
      .map(([code, e]) => ({
        code,
        origin: codeOrigin(code as ErrorCode),
        count: e.count,
        overrideCount: e.overrideCount,
        firstSeen: new Date(e.firstMs).toISOString(),
        lastSeen: new Date(e.lastMs).toISOString(),
        scenarios: [...e.scenarios],
        worlds: [...e.worlds],
      }))
      .sort((a, b) => a.code.localeCompare(b.code));
    const real = new Set(shown.filter((e) => e.count > 0).map((e) => e.code));
    const tally = (origin: CodeOrigin): CoverageTally => {
      const codes = ERROR_CODES.filter((code) => codeOrigin(code) === origin);
      return { total: codes.length, shown: codes.filter((code) => real.has(code)).length };
    };
    return {
      since: new Date(this.sinceMs).toISOString(),
      spec: tally('spec'),
      portal: tally('portal'),
      shown,
      notShown: ERROR_CODES.filter((code) => !real.has(code)).sort(),
    };
  }
}
