import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type Document, isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ScenarioError, type ScenarioIssue } from './scenario-error';
import { type Scenario, ScenarioSchema } from './scenario-schema';

export interface LoadedScenario {
  /** File name without `.yaml`. */
  name: string;
  file: string;
  scenario: Scenario;
}

export const SCENARIO_EXTENSION = '.yaml';
const NAME_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

type PathKey = string | number;

export function formatPath(path: readonly PathKey[]): string {
  if (path.length === 0) return '(root)';
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out === '' ? key : `${out}.${key}`;
  }, '');
}

function rangeOf(node: unknown): [number, number] | undefined {
  if (!isNode(node) || !node.range) return undefined;
  return [node.range[0], node.range[1]];
}

/** The deepest node that exists on `path` (a missing field points at its parent). */
function locate(doc: Document, path: readonly PathKey[]): { offset: number; exact: boolean } {
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
    const range = rangeOf(node);
    if (range) return { offset: range[0], exact: n === path.length };
  }
  return { offset: 0, exact: false };
}

/** Where a key itself sits in its map (for unknown fields the value is beside the point). */
function locateKey(doc: Document, parent: readonly PathKey[], key: string): number | undefined {
  const map = parent.length === 0 ? doc.contents : doc.getIn(parent, true);
  if (!isMap(map)) return undefined;
  const pair = map.items.find((p) => isScalar(p.key) && p.key.value === key);
  return pair ? rangeOf(pair.key)?.[0] : undefined;
}

function toPathKeys(path: readonly PropertyKey[]): PathKey[] {
  return path.map((k) => (typeof k === 'number' ? k : String(k)));
}

function issuesOf(doc: Document, lines: LineCounter, error: z.ZodError): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const at = (offset: number) => lines.linePos(offset);
  for (const issue of error.issues) {
    const path = toPathKeys(issue.path);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const { line, col } = at(locateKey(doc, path, key) ?? locate(doc, path).offset);
        out.push({ path: formatPath([...path, key]), line, column: col, message: `unknown field "${key}"` });
      }
      continue;
    }
    const { offset, exact } = locate(doc, path);
    const { line, col } = at(offset);
    const missing = !exact && issue.code === 'invalid_type';
    out.push({
      path: formatPath(path),
      line,
      column: col,
      message: missing ? `required field is missing (${issue.message})` : issue.message,
    });
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Parses and validates one scenario's YAML text; `file` only names it in errors. */
export function parseScenario(source: string, file: string): Scenario {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const issues = doc.errors.map((err): ScenarioIssue => {
      const { line, col } = err.linePos?.[0] ?? lines.linePos(err.pos[0]);
      const sourceLine = source.split(/\r?\n/)[line - 1]?.trim();
      const shown = sourceLine ? ` (near "${sourceLine.slice(0, 60)}")` : '';
      return { path: '(yaml syntax)', line, column: col, message: `${err.message}${shown}` };
    });
    throw new ScenarioError(file, 'invalid YAML', issues);
  }
  const parsed = ScenarioSchema.safeParse(doc.toJS({ maxAliasCount: 100 }));
  if (!parsed.success) {
    throw new ScenarioError(file, 'invalid scenario', issuesOf(doc, lines, parsed.error));
  }
  return parsed.data;
}

export async function loadScenarioFile(file: string): Promise<LoadedScenario> {
  const name = basename(file, SCENARIO_EXTENSION);
  if (!NAME_PATTERN.test(name)) {
    throw new ScenarioError(file, `bad scenario name "${name}": use lower-case letters, digits and dashes`);
  }
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (cause) {
    throw new ScenarioError(file, `cannot read the file (${(cause as Error).message})`);
  }
  return { name, file, scenario: parseScenario(source, file) };
}

/** Loads every `*.yaml` of `dir`, sorted by name; the first bad file throws. */
export async function loadScenarios(dir: string): Promise<Map<string, LoadedScenario>> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (cause) {
    throw new ScenarioError(dir, `cannot read the scenarios directory (${(cause as Error).message})`);
  }
  const files = entries.filter((f) => f.endsWith(SCENARIO_EXTENSION)).sort();
  const loaded = new Map<string, LoadedScenario>();
  for (const f of files) {
    const scenario = await loadScenarioFile(join(dir, f));
    loaded.set(scenario.name, scenario);
  }
  return loaded;
}
