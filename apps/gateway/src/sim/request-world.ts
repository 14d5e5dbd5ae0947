import type { SimNotice, SimWorldReleased } from '@portal/contracts/portal';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Simulator mode: the isolated world this request talks to (from the `sim_world` cookie, or
     * created by this very request from ?scenario / x-sim-scenario). Null in proxy mode.
     */
    simWorld: string | null;
    /**
     * Simulator mode: a page's `?scenario=` that was refused, for the page to show (web-routes
     * writes it into index.html for the QA picker). Null when there is nothing to say.
     */
    simNotice: SimNotice | null;
    /**
     * Simulator mode: the tester's own world was released (idle or evicted) and this request runs
     * in a fresh world of its scenario, or the shared one. Web-routes writes it into the page for
     * the QA picker. Null when there is nothing to say.
     */
    simReleased: SimWorldReleased | null;
  }
}
