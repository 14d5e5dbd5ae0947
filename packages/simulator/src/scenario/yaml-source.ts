import { type Document, isMap, isNode, isScalar, LineCounter, parseDocument, visit } from 'yaml';
import type { z } from 'zod';
import { ScenarioError, type ScenarioIssue } from './scenario-error';
import type { PathKey } from './schema';

/** A parsed YAML file that can still tell where each value sits. */
export interface YamlSource {
  file: string;
  doc: Document;
  lines: LineCounter;
}

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

/** An issue at `path` of this file, with its line and column. */
export function issueAt(source: YamlSource, path: readonly PathKey[], message: string): ScenarioIssue {
  const { line, col } = source.lines.linePos(locate(source.doc, path).offset);
  return { path: formatPath(path), line, column: col, message };
}

function issuesOf(source: YamlSource, error: z.ZodError): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map((k): PathKey => (typeof k === 'number' ? k : String(k)));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const offset = locateKey(source.doc, path, key) ?? locate(source.doc, path).offset;
        const { line, col } = source.lines.linePos(offset);
        out.push({ path: formatPath([...path, key]), line, column: col, message: `unknown field "${key}"` });
      }
      continue;
    }
    const missing = !locate(source.doc, path).exact && issue.code === 'invalid_type';
    out.push(issueAt(source, path, missing ? `required field is missing (${issue.message})` : issue.message));
  }
  return sortIssues(out);
}

export const sortIssues = (issues: ScenarioIssue[]): ScenarioIssue[] =>
  issues.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line || a.column - b.column);

/** Parses YAML text; a syntax error (duplicate keys included) throws with its line. */
export function parseYaml(text: string, file: string): YamlSource {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const issues = doc.errors.map((err): ScenarioIssue => {
      const { line, col } = err.linePos?.[0] ?? lines.linePos(err.pos[0]);
      const sourceLine = text.split(/\r?\n/)[line - 1]?.trim();
      const shown = sourceLine ? ` (near "${sourceLine.slice(0, 60)}")` : '';
      return { path: '(yaml syntax)', line, column: col, message: `${err.message}${shown}` };
    });
    throw new ScenarioError(file, 'invalid YAML', issues);
  }
  return { file, doc, lines };
}

/** Validates the document with a schema; every problem is reported with its line. */
export function validate<S extends z.ZodType>(source: YamlSource, schema: S, what: string): z.output<S> {
  const parsed = schema.safeParse(toPlain(source));
  if (!parsed.success)
    throw new ScenarioError(source.file, `invalid ${what}`, issuesOf(source, parsed.error));
  return parsed.data;
}

/** How many times aliases may be expanded in one file: a real scenario uses a handful. */
export const MAX_ALIAS_EXPANSIONS = 100;

/**
 * The document as plain data. Aliases that expand past MAX_ALIAS_EXPANSIONS (a "billion laughs"
 * file that would eat the simulator's memory) are refused with the file and the line of the
 * first alias, like any other problem in a scenario.
 */
function toPlain(source: YamlSource): unknown {
  try {
    return source.doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    const tooMany = /excessive alias count/i.test(error.message);
    // Too many expansions: the first alias; an alias to no anchor: that alias.
    let offset = 0;
    visit(source.doc, {
      Alias(_key, node) {
        if (!tooMany && node.resolve(source.doc) !== undefined) return undefined;
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    const { line, col } = source.lines.linePos(offset);
    const message = tooMany
      ? `aliases expand too many times (${error.message}); write the values out or use fewer aliases`
      : `an alias names no anchor (${error.message})`;
    throw new ScenarioError(source.file, 'invalid YAML', [
      { path: '(yaml aliases)', line, column: col, message },
    ]);
  }
}
