import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Test support only (not exported from the package): where the repo, spec and docs live. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const contractsRoot = fileURLToPath(new URL('../../', import.meta.url));
export const specPath = path.resolve(repoRoot, '../shared/spec/portal-spec.md');
export const assumptionsPath = path.join(contractsRoot, 'ASSUMPTIONS.md');

/** CI=true (or any value but false/0/empty), as CI services and `.ci/run` set it. */
export function isCi(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

/**
 * The spec's text, or undefined when it is not beside the repo, so a checkout without it still
 * runs the rest. In CI the parity tests must never skip silently: a missing spec throws there.
 */
export function readSpec(
  file: string = specPath,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  if (isCi(env)) {
    throw new Error(`CI is set but the spec file is missing at ${file}: the spec-parity tests cannot run`);
  }
  return undefined;
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
