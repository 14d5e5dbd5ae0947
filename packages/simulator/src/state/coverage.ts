import { ERROR_CODES } from '@portal/contracts/errors';

/** Scenarios and world ids kept per code: enough to say where, bounded however long QA runs. */
export const COVERAGE_MAX_PLACES = 20;

export interface CoverageEntry {
  code: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  scenarios: string[];
  worlds: string[];
}

export interface CoverageReport {
  since: string;
  shown: CoverageEntry[];
  notShown: string[];
  total: number;
  shownCount: number;
}

interface Seen {
  count: number;
  firstMs: number;
  lastMs: number;
  scenarios: string[];
  worlds: string[];
}

const KNOWN = new Set<string>(ERROR_CODES);

/** The message keys of the catalogue, as the portal's answers carry them: "key":"errors.CODE". */
const MESSAGE_KEY = /"key"\s*:\s*"errors\.([A-Z0-9_]+)"/g;

/** The catalogue codes whose messages a JSON answer carries (each once, in order). */
export function shownCodesIn(json: string): string[] {
  const codes = new Set<string>();
  for (const match of json.matchAll(MESSAGE_KEY)) {
    const code = match[1];
    if (code !== undefined && KNOWN.has(code)) codes.add(code);
  }
  return [...codes];
}

function remember(list: string[], value: string | undefined): void {
  if (value === undefined || list.includes(value)) return;
  if (list.length >= COVERAGE_MAX_PLACES) list.shift();
  list.push(value);
}

/**
 * Which catalogue codes the portal has shown testers since the gateway started, across worlds.
 * In memory only; at most one entry per catalogue code, each with bounded lists of places.
 */
export class CoverageRecorder {
  private readonly seen = new Map<string, Seen>();
  private readonly sinceMs: number;

  constructor(private readonly now: () => number = Date.now) {
    this.sinceMs = now();
  }

  /** Counts one showing of a catalogue code; anything else is ignored. */
  record(code: string, where: { scenario?: string | undefined; world?: string | undefined } = {}): void {
    if (!KNOWN.has(code)) return;
    const at = this.now();
    let entry = this.seen.get(code);
    if (!entry) {
      entry = { count: 0, firstMs: at, lastMs: at, scenarios: [], worlds: [] };
      this.seen.set(code, entry);
    }
    entry.count += 1;
    entry.lastMs = at;
    remember(entry.scenarios, where.scenario);
    remember(entry.worlds, where.world);
  }

  /** Counts each catalogue message a JSON answer carries (what the browser shows from it). */
  recordAnswer(
    json: string,
    where: { scenario?: string | undefined; world?: string | undefined } = {},
  ): void {
    for (const code of shownCodesIn(json)) this.record(code, where);
  }

  report(): CoverageReport {
    const shown = [...this.seen.entries()]
      .map(([code, e]) => ({
        code,
        count: e.count,
        firstSeen: new Date(e.firstMs).toISOString(),
        lastSeen: new Date(e.lastMs).toISOString(),
        scenarios: [...e.scenarios],
        worlds: [...e.worlds],
      }))
      .sort((a, b) => a.code.localeCompare(b.code));
    const notShown = ERROR_CODES.filter((code) => !this.seen.has(code)).sort();
    return {
      since: new Date(this.sinceMs).toISOString(),
      shown,
      notShown,
      total: ERROR_CODES.length,
      shownCount: shown.length,
    };
  }
}
