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
    if (!req.url.startsWith(start)) return payload;
    // tRPC's adapter answers with its Response, which this hook (of the root) sees before the tRPC
    // scope sends it as text (trpc-plugin.ts): read a copy.
    const text =
      typeof payload === 'string'
        ? payload
        : payload instanceof Response
          ? await payload.clone().text()
          : undefined;
    if (text === undefined || !text.includes('"errors.')) return payload;
    const world = req.simWorld ?? undefined;
    const scenario = world === undefined ? undefined : opts.scenarioOf(world);
    opts.coverage.recordAnswer(text, { scenario, world });
    return payload;
  });
}
