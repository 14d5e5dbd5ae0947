import { relative, sep } from 'node:path';
import type { ScenarioProblem } from '@portal/contracts/portal';

/** One problem in a scenario file, located for a human: YAML path and 1-based line/column. */
export interface ScenarioIssue {
  /** e.g. `clients[0].environments[1].access_group`; `(root)` for the whole document. */
  path: string;
  line: number;
  column: number;
  message: string;
  /** Set when the problem sits in another file than the one reported, such as a fixture it extends. */
  file?: string;
}

/**
 * A scenario file (or the scenarios directory) cannot be used. The message alone is enough to
 * fix the file: it names the file, then each issue's line, column, YAML path and what is wrong.
 */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
  readonly file: string;
  /** What is wrong with the file as a whole ("invalid scenario", "cannot read the file (...)"). */
  readonly summary: string;
  readonly issues: readonly ScenarioIssue[];

  constructor(file: string, summary: string, issues: readonly ScenarioIssue[] = []) {
    const lines = issues.map(
      (i) =>
        `  - ${i.file ? `${i.file} ` : ''}line ${i.line}, column ${i.column}, at ${i.path}: ${i.message}`,
    );
    super([`${file}: ${summary}`, ...lines].join('\n'));
    this.file = file;
    this.summary = summary;
    this.issues = issues;
  }
}

/**
 * A file that did not load, as the control API, `pnpm sim list` and the page's notice show it
 * (its file named under the scenarios directory, `auth/lockout.yaml`, or the directory itself).
 */
export type { ScenarioProblem };

/** A ScenarioError for a tester: its file named under the scenarios directory `dir`. */
export function scenarioProblem(error: ScenarioError, dir: string): ScenarioProblem {
  const under = (file: string) => {
    const rel = relative(dir, file).split(sep).join('/');
    return rel === '' || rel.startsWith('..') ? file : rel;
  };
  return {
    file: under(error.file),
    summary: error.summary,
    issues: error.issues.map((i) => ({ ...i, ...(i.file === undefined ? {} : { file: under(i.file) }) })),
  };
}
