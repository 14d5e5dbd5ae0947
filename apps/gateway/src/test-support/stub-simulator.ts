import type { SimulatorPort } from '../sim/load-simulator';

/**
 * A simulator port that loads no scenarios, for tests about the gateway's own routes; `scenarios`
 * names the ones it claims to know (for `?scenario=` handling).
 */
export function stubSimulator(scenarios: readonly string[] = []): SimulatorPort {
  return {
    hasScenario: (name) => scenarios.includes(name),
    scenarioNames: () => [...scenarios],
    scenarioOf: () => undefined,
    allowNewWorld: () => true,
    createWorld: () => ({ id: 'w' }),
    apiPlugin: async () => {},
    inProcessApi: {
      call: async () => ({ status: 404, text: '{"error":"ENTITY_NOT_FOUND"}' }),
      releaseAll: () => {},
    },
    controlPlugin: async () => {},
    pagesPlugin: async () => {},
    close: async () => {},
  };
}
