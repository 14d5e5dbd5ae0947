import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support only (not exported from the package): where the repo, spec and docs live. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const contractsRoot = fileURLToPath(new URL('../../', import.meta.url));
export const specPath = path.resolve(repoRoot, '../shared/spec/portal-spec.md');
export const assumptionsPath = path.join(contractsRoot, 'ASSUMPTIONS.md');

/**
 * The spec's text, or undefined when it is not beside the repo (a newcomer's clone never has it).
 * The tests keep the spec's facts (codes, messages, constants) as data of their own and pass on
 * those alone; the comparison with the spec's own text runs in addition when the file is here.
 * `spec-comparison-notice.ts` prints the one line that says which happened.
 */
export function readSpec(file: string = specPath): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The one line a test run prints about the comparison with the spec's own text. */
export function specComparisonLine(file: string = specPath): string {
  const shown = path.relative(repoRoot, file);
  return existsSync(file)
    ? `Specification comparison: ran, against ${shown}.`
    : `Specification comparison: not run, no ${shown} beside the repository; the tests checked the ` +
        "repository's own copy of the specification's codes, messages and constants (the skipped " +
        "tests whose names say 'spec file' are that comparison).";
}

/** The text between a `## N.` heading and the next `## ` heading. */
export function specSection(spec: string, number: number): string {
  const start = spec.indexOf(`\n## ${number}.`);
  if (start < 0) throw new Error(`spec has no section ${number}`);
  const end = spec.indexOf('\n## ', start + 1);
  return spec.slice(start, end < 0 ? undefined : end);
}

/** The text under a `## heading` of a markdown file, up to the next `## ` heading. */
export function markdownSection(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}`);
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** Rows of the markdown tables in `text`, as trimmed cells, header and separator rows dropped. */
export function tableRows(text: string): string[][] {
  const rows = text
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  return rows.filter((cells, i) => {
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) return false;
    const next = rows[i + 1];
    return !(next?.every((cell) => /^:?-+:?$/.test(cell)) ?? false);
  });
}

export const CODE_PATTERN = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
