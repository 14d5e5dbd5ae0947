import type { FastifyInstance } from 'fastify';

/** The part of the simulator's CoverageRecorder the gateway feeds. */
export interface CoverageSink {
  recordAnswer(json: string, where: { scenario?: string | undefined; world?: string | undefined }): void;
}

export interface CoverageHookOptions {
  coverage: CoverageSink;
  /** The scenario a live world runs. */
  scenarioOf(worldId: string): string | undefined;
  /** The tRPC prefix, '/trpc'. */
  prefix: string;
}

/**
 * Simulator mode: every catalogue message the portal's tRPC answers carry (an Outcome's
 * message.key, an error's data.portal.outcome.message.key) is what the browser shows; this
 * counts it, with the world and scenario it was shown in, for /__sim/coverage.
 */
export function registerCoverageHook(app: FastifyInstance, opts: CoverageHookOptions): void {
  const start = `${opts.prefix}/`;
  app.addHook('onSend', async (req, _reply, payload) => {
    if (typeof payload !== 'string' || !req.url.startsWith(start)) return payload;
    if (!payload.includes('"errors.')) return payload;
    const world = req.simWorld ?? undefined;
    const scenario = world === undefined ? undefined : opts.scenarioOf(world);
    opts.coverage.recordAnswer(payload, { scenario, world });
    return payload;
  });
}
