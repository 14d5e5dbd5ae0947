import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { z } from 'zod';
import type { LoadedScenario } from './loader';
import { FIXTURES_DIR } from './loader';
import { FixtureFileSchema, ScenarioFileSchema } from './schema';

/*
 * Files generated from the scenario format and the scenario files, committed so editors and
 * readers get them without running anything: the JSON Schemas and the README's table.
 * `pnpm sim:schema` and `pnpm sim:readme` rewrite them; generated.test.ts fails when they are stale.
 */

export const SCHEMA_FILES = { scenario: 'scenario.schema.json', fixture: 'fixture.schema.json' } as const;

/** Editors (YAML language server) read input types: defaults make fields optional. */
function jsonSchema(schema: z.ZodType, title: string): string {
  const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', reused: 'ref' });
  return `${JSON.stringify({ $schema, title, ...rest }, null, 2)}\n`;
}

export function schemaTexts(): Record<keyof typeof SCHEMA_FILES, string> {
  return {
    scenario: jsonSchema(ScenarioFileSchema, 'Simulator scenario (scenarios/README.md)'),
    fixture: jsonSchema(FixtureFileSchema, 'Simulator fixture: users and clients scenarios extend'),
  };
}

/** The first line every YAML file must start with, so editors complete and check it. */
export function schemaComment(dir: string, file: string): string {
  const isFixture = relative(dir, file).split(sep)[0] === FIXTURES_DIR;
  const target = join(dir, isFixture ? SCHEMA_FILES.fixture : SCHEMA_FILES.scenario);
  return `# yaml-language-server: $schema=${relative(dirname(file), target).split(sep).join('/')}`;
}

export const TABLE_START = '<!-- scenario-table:start (pnpm sim:readme writes this table) -->';
export const TABLE_END = '<!-- scenario-table:end -->';

const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * Markdown table: scenario → title, the codes its probes prove, how many probes and browser
 * journeys, and the codes no journey shows (`browserless:`). Padded as the formatter pads it.
 */
export function scenarioTable(scenarios: Iterable<LoadedScenario>): string {
  const head = ['scenario', 'title', 'codes its probes prove', 'probes', 'journeys', 'browserless codes'];
  const rows = [...scenarios].map(({ name, scenario }) => [
    `\`${name}\``,
    cell(scenario.title),
    scenario.codes.map((c) => `\`${c}\``).join(', ') || '—',
    String(scenario.probes.length),
    String(scenario.browser.length),
    scenario.browserless.map((b) => `\`${b.code}\``).join(', ') || '—',
  ]);
  return markdownTable(head, rows);
}

/** A Markdown table padded as the formatter pads it, so `pnpm lint` stays green on generated docs. */
export function markdownTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** README text with the table between the markers replaced (the QA guide's tables use their own markers). */
export function withTable(
  readme: string,
  table: string,
  markers: { start: string; end: string } = { start: TABLE_START, end: TABLE_END },
): string {
  const start = readme.indexOf(markers.start);
  const end = readme.indexOf(markers.end);
  if (start < 0 || end < start)
    throw new Error(`the file needs the markers ${markers.start} and ${markers.end}`);
  return `${readme.slice(0, start + markers.start.length)}\n\n${table}\n\n${readme.slice(end)}`;
}

export async function writeSchemas(dir: string): Promise<void> {
  const texts = schemaTexts();
  await writeFile(join(dir, SCHEMA_FILES.scenario), texts.scenario);
  await writeFile(join(dir, SCHEMA_FILES.fixture), texts.fixture);
}

export async function writeReadmeTable(dir: string, scenarios: Iterable<LoadedScenario>): Promise<void> {
  const file = join(dir, 'README.md');
  await writeFile(file, withTable(await readFile(file, 'utf8'), scenarioTable(scenarios)));
}
