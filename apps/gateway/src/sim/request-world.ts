declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Simulator mode: the isolated world this request talks to (from the `sim_world` cookie, or
     * created by this very request from ?scenario / x-sim-scenario). Null in proxy mode.
     */
    simWorld: string | null;
  }
}

export {};
