import type { ProbeOutcome } from '@portal/simulator';
import {
  buildSimulatorServer,
  DEFAULT_SCENARIOS_DIR,
  loadScenarios,
  runScenarioProbes,
} from '@portal/simulator';
import { codesByEndpoint } from './codes-by-endpoint';
import { buildOpenApi } from './openapi';
import { buildPact } from './pact';

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** docs/upstream/openapi.json as the contracts and the scenarios make it today. */
export async function openApiText(scenariosDir = DEFAULT_SCENARIOS_DIR): Promise<string> {
  const scenarios = await loadScenarios(scenariosDir);
  return json(buildOpenApi({ codes: codesByEndpoint(scenarios.values()) }));
}

/** Every scenario's probes, run against an in-process simulator (what `pnpm sim validate` runs). */
async function allProbeOutcomes(scenariosDir: string): Promise<ProbeOutcome[]> {
  const scenarios = await loadScenarios(scenariosDir);
  const app = await buildSimulatorServer({ scenariosDir, baseNow: () => Date.UTC(2026, 0, 1) });
  try {
    const outcomes: ProbeOutcome[] = [];
    for (const [name, { scenario }] of scenarios)
      outcomes.push(...(await runScenarioProbes(app, name, scenario)));
    return outcomes;
  } finally {
    await app.close();
  }
}

/** docs/upstream/portal-upstream.pact.json: one interaction per probe. */
export async function pactText(scenariosDir = DEFAULT_SCENARIOS_DIR): Promise<string> {
  return json(buildPact(await allProbeOutcomes(scenariosDir)));
}
