import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { HEADERS } from '@portal/contracts/portal';
import {
  buildSimulatorServer,
  DEFAULT_SCENARIOS_DIR,
  loadScenarios,
  type ProbeSetUp,
  setUpProbe,
} from '@portal/simulator';
import type { FastifyInstance } from 'fastify';
import { ACCESS_TOKEN_PARAM, PROVIDER, type ProviderStateParams, stateName } from './pact';

export interface VerifyOptions {
  /** The Pact file to verify. */
  pactFile: string;
  scenariosDir?: string;
  /** Told the simulator server before it listens (a test breaks a reply here). */
  tamper?: (app: FastifyInstance) => void;
}

const isStateParams = (value: unknown): value is ProviderStateParams =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { scenario?: unknown }).scenario === 'string' &&
  typeof (value as { probesBefore?: unknown }).probesBefore === 'number';

/**
 * Verifies the simulator against a consumer contract with Pact's own verifier: each provider
 * state is a fresh world of its scenario in which the probes before the interaction have run;
 * every request then goes to that world (x-sim-world) with the session its state signed in.
 * Rejects when any interaction fails.
 */
export async function verifySimulator({
  pactFile,
  scenariosDir = DEFAULT_SCENARIOS_DIR,
  tamper,
}: VerifyOptions): Promise<void> {
  const scenarios = await loadScenarios(scenariosDir);
  const app = await buildSimulatorServer({ scenariosDir, newWorldsPerMinute: 0 });
  tamper?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  let current: ProbeSetUp | undefined;
  const setUp = async (params: unknown) => {
    if (!isStateParams(params))
      throw new Error(`provider state without scenario and probesBefore: ${JSON.stringify(params)}`);
    const loaded = scenarios.get(params.scenario);
    if (loaded === undefined) throw new Error(`no scenario "${params.scenario}"`);
    current = await setUpProbe(app, params.scenario, loaded.scenario, params.probesBefore);
    if (current === undefined)
      throw new Error(`the probes before this one of "${params.scenario}" could not be run`);
    return current.bearer === undefined ? {} : { [ACCESS_TOKEN_PARAM]: current.bearer };
  };
  try {
    const { port } = app.server.address() as AddressInfo;
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: `http://127.0.0.1:${port}`,
      pactUrls: [pactFile],
      logLevel: 'error',
      stateHandlers: Object.fromEntries([...scenarios.keys()].map((name) => [stateName(name), setUp])),
      requestFilter: (req: { headers: Record<string, unknown> }, _res: unknown, next: () => void) => {
        if (current !== undefined) {
          req.headers[HEADERS.simWorld] = current.world;
          if (current.bearer !== undefined) req.headers.authorization = `Bearer ${current.bearer}`;
        }
        next();
      },
    }).verifyProvider();
  } finally {
    await app.close();
  }
}
