import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import {
  SCHEMA_FILES,
  scenarioTable,
  schemaComment,
  schemaTexts,
  TABLE_END,
  TABLE_START,
  withTable,
} from './generated';
import { loadScenarios, SCENARIO_EXTENSION } from './loader';

const dir = DEFAULT_SCENARIOS_DIR;

describe('generated files in scenarios/ are current', () => {
  it.each(Object.keys(SCHEMA_FILES) as (keyof typeof SCHEMA_FILES)[])('%s JSON Schema', async (kind) => {
    const committed: unknown = JSON.parse(await readFile(join(dir, SCHEMA_FILES[kind]), 'utf8'));
    expect(committed, `scenarios/${SCHEMA_FILES[kind]} is stale: run pnpm sim:schema`).toEqual(
      JSON.parse(schemaTexts()[kind]),
    );
  });

  it('every YAML file starts with the comment that points editors at its schema', async () => {
    const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith(SCENARIO_EXTENSION));
    expect(files.length).toBeGreaterThan(2);
    const wrong: string[] = [];
    for (const f of files) {
      const file = join(dir, f);
      const [first] = (await readFile(file, 'utf8')).split('\n');
      const wanted = schemaComment(dir, file);
      if (first !== wanted) wrong.push(`scenarios/${f}: the first line must be "${wanted}"`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('the README table of scenarios and codes', async () => {
    const readme = await readFile(join(dir, 'README.md'), 'utf8');
    const table = scenarioTable((await loadScenarios(dir)).values());
    expect(
      readme === withTable(readme, table),
      'scenarios/README.md table is stale: run pnpm sim:readme',
    ).toBe(true);
  });
});

describe('generated helpers', () => {
  it('points each file at its schema by a relative path', () => {
    expect(schemaComment('/s', '/s/default.yaml')).toBe(
      '# yaml-language-server: $schema=scenario.schema.json',
    );
    expect(schemaComment('/s', '/s/launch/a.yaml')).toBe(
      '# yaml-language-server: $schema=../scenario.schema.json',
    );
    expect(schemaComment('/s', '/s/_fixtures/acme.yaml')).toBe(
      '# yaml-language-server: $schema=../fixture.schema.json',
    );
  });

  it('replaces only what sits between the markers', () => {
    const readme = `intro\n${TABLE_START}\nold\n${TABLE_END}\noutro\n`;
    expect(withTable(readme, 'NEW')).toBe(`intro\n${TABLE_START}\n\nNEW\n\n${TABLE_END}\noutro\n`);
    expect(() => withTable('no markers', 'x')).toThrow(/markers/);
  });

  it('lists the codes as the schema enum, so editors complete them', () => {
    expect(schemaTexts().scenario).toContain('"NO_LICENSE_ENVIRONMENT"');
    expect(schemaTexts().scenario).toContain('"loginAttempt"');
  });
});
