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
  readonly issues: readonly ScenarioIssue[];

  constructor(file: string, summary: string, issues: readonly ScenarioIssue[] = []) {
    const lines = issues.map(
      (i) =>
        `  - ${i.file ? `${i.file} ` : ''}line ${i.line}, column ${i.column}, at ${i.path}: ${i.message}`,
    );
    super([`${file}: ${summary}`, ...lines].join('\n'));
    this.file = file;
    this.issues = issues;
  }
}
