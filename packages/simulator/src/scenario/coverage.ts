import { ERROR_CODES, type ErrorCode } from '@portal/contracts/errors';
import type { LoadedScenario } from './loader';
import { type ProbeOutcome, runScenarioProbes, type SimulatorHttp } from './probes';

/** Which probe first produced each code, for messages such as "proven by default (probe 3)". */
export function provenCodes(outcomes: readonly ProbeOutcome[]): Map<ErrorCode, string> {
  const proven = new Map<ErrorCode, string>();
  for (const o of outcomes) {
    const code = o.got?.code;
    if (o.problem === undefined && code !== undefined && !proven.has(code)) {
      proven.set(code, `${o.scenario} (probe ${o.index + 1})`);
    }
  }
  return proven;
}

/** Every probe of every scenario, each scenario in its own fresh world. */
export async function runAllProbes(
  app: SimulatorHttp,
  scenarios: Iterable<LoadedScenario>,
): Promise<ProbeOutcome[]> {
  const all: ProbeOutcome[] = [];
  for (const { name, scenario } of scenarios) all.push(...(await runScenarioProbes(app, name, scenario)));
  return all;
}

/**
 * Codes that probes reproduce only through an override (a script in `faults:`), never from the
 * world's own state: what the flow issues still have to model (principle 5, state not scripts).
 */
export function scriptedOnlyCodes(outcomes: readonly ProbeOutcome[]): ErrorCode[] {
  const scripted = new Set<ErrorCode>();
  const modelled = new Set<ErrorCode>();
  for (const o of outcomes) {
    const code = o.got?.code;
    if (o.problem !== undefined || code === undefined) continue;
    (o.got?.scripted ? scripted : modelled).add(code);
  }
  return [...scripted].filter((code) => !modelled.has(code)).sort();
}

export function unprovenCodes(proven: ReadonlyMap<ErrorCode, string>): ErrorCode[] {
  return ERROR_CODES.filter((code) => !proven.has(code)).sort();
}

/**
 * Compares a checked-in ratchet list (which may only shrink) with what is true today.
 * Returns one sentence per problem, written for whoever broke it.
 */
export function ratchetProblems(opts: {
  file: string;
  listed: readonly string[];
  actual: readonly string[];
  /** Why a listed item no longer belongs, e.g. "is proven now by default (probe 3)". */
  gone: (item: string) => string;
  /** What to do about an item that is missing from the list. */
  missing: (item: string) => string;
}): string[] {
  const actual = new Set(opts.actual);
  const listed = new Set(opts.listed);
  const problems: string[] = [];
  if (listed.size !== opts.listed.length) problems.push(`${opts.file} lists an item twice`);
  const sorted = [...opts.listed].sort();
  if (sorted.join('\n') !== opts.listed.join('\n')) problems.push(`${opts.file} must be sorted`);
  for (const item of opts.listed) {
    if (!actual.has(item)) problems.push(`${item} ${opts.gone(item)}: remove it from ${opts.file}`);
  }
  for (const item of opts.actual) if (!listed.has(item)) problems.push(`${item} ${opts.missing(item)}`);
  return problems;
}
