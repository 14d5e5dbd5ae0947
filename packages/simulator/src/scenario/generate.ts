// `pnpm sim:schema` / `pnpm sim:readme`: rewrites the generated files of scenarios/ (generated.ts)
// and the QA guide's tables (qa-guide-tables.ts).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCENARIOS_DIR } from '../paths';
import { SCHEMA_FILES, writeReadmeTable, writeSchemas } from './generated';
import { loadScenarios } from './loader';
import { writeQaGuideTables } from './qa-guide-tables';

const target = process.argv[2];
if (target === 'schema') {
  await writeSchemas(DEFAULT_SCENARIOS_DIR);
  // The repo's formatter has the last word on layout, so `pnpm lint` stays green.
  const biome = fileURLToPath(new URL('../../../../node_modules/.bin/biome', import.meta.url));
  const files = Object.values(SCHEMA_FILES).map((f) => join(DEFAULT_SCENARIOS_DIR, f));
  execFileSync(biome, ['format', '--write', ...files], { stdio: 'ignore' });
} else if (target === 'readme') {
  const scenarios = await loadScenarios(DEFAULT_SCENARIOS_DIR);
  await writeReadmeTable(DEFAULT_SCENARIOS_DIR, scenarios.values());
  await writeQaGuideTables(join(DEFAULT_SCENARIOS_DIR, '..', 'docs', 'qa-guide.md'), scenarios.values());
} else {
  process.stderr.write('usage: generate.ts schema|readme\n');
  process.exitCode = 2;
}
