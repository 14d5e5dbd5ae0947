import { ERROR_CATALOGUE } from '@portal/contracts/errors';
import type { EndpointName } from '@portal/contracts/upstream';
import type { LoadedScenario } from '@portal/simulator';
import type { CodeReply, CodesByEndpoint } from './openapi';

/**
 * The catalogue codes each call answers in the scenarios' probes, with their status (the
 * probe's, else the catalogue's): the simulator is the model of the upstream, and a probe's
 * `expect` is a reply it was shown to give.
 */
export function codesByEndpoint(scenarios: Iterable<LoadedScenario>): CodesByEndpoint {
  const found = new Map<EndpointName, Map<string, CodeReply>>();
  for (const { scenario } of scenarios) {
    for (const { call, expect } of scenario.probes) {
      if (expect.code === undefined) continue;
      const status = expect.status ?? ERROR_CATALOGUE[expect.code].status;
      const replies = found.get(call) ?? new Map<string, CodeReply>();
      replies.set(`${status} ${expect.code}`, { code: expect.code, status });
      found.set(call, replies);
    }
  }
  const sorted = (replies: Map<string, CodeReply>): CodeReply[] =>
    [...replies.values()].sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
  return Object.fromEntries([...found].map(([call, replies]) => [call, sorted(replies)]));
}
