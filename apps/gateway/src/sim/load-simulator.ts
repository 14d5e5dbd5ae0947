import type { FastifyPluginAsync } from 'fastify';
import type { WorldFactory } from './sim-world-hook';

/** The part of @portal/simulator the gateway uses. */
export interface SimulatorPort extends WorldFactory {
  apiPlugin: FastifyPluginAsync;
  controlPlugin: FastifyPluginAsync;
}

/** Loaded on demand: proxy mode never loads the simulator or reads scenarios. */
export async function loadSimulator(scenariosDir: string, controlToken?: string): Promise<SimulatorPort> {
  const { createSimulator } = await import('@portal/simulator');
  return createSimulator({ scenariosDir, controlToken });
}
