import { parse as parseQueryString } from 'node:querystring';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import secureJson from 'secure-json-parse';
import { dispatch } from '../domains/dispatch';
import { fail } from '../domains/replies';
import type { WorldRegistry } from '../state/registry';
import { World } from '../state/world';
import { beginCall, endCall, registryHost, routeInput, type ScenarioNames } from './api-plugin';
import { DEFAULT_HOLD_MS, deliverInProcess, type ImmediateReply, PendingReplies } from './deliver';
import { type CallerView, cookieValue, headerValue } from './request';
import { type Refusal, resolveWorld } from './world-resolution';
import { worldSignals } from './world-selection';

/** One upstream call as the gateway's upstream client makes it, addressed to the API's root. */
export interface InProcessCall {
  method: string;
  /** Path and query, relative to where the API is mounted (`/clients?cli_uuid=…`). */
  url: string;
  /** Lower-case names, as the upstream client sends them. */
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
}

export interface InProcessReply {
  status: number;
  text: string;
}

interface ErrorLogger {
  error(obj: object, msg: string): void;
}

/** What the caller sees where a socket would have been cut: the connection dropped. */
export class SimulatedConnectionReset extends Error {
  readonly code = 'ECONNRESET';
  constructor() {
    super('the simulator cut the connection (a reset or time-out fault)');
    this.name = 'SimulatedConnectionReset';
  }
}

/**
 * The upstream API for a caller in this process (the gateway in simulator mode), with no request or
 * reply object: every route, world choice and fault of the api plugin, answered as it answers
 * them over a socket (in-process-call.test.ts compares the two). `call` rejects with
 * SimulatedConnectionReset where a socket would have been cut; `releaseAll` ends every held
 * answer at once (the gateway closing).
 */
export interface InProcessApi {
  call(call: InProcessCall, log: ErrorLogger): Promise<InProcessReply>;
  releaseAll(): void;
}

/** Where an in-process call seems to come from: this machine, as `inject` made it look. */
const LOCAL: Omit<CallerView, 'headers'> = { ip: '127.0.0.1', protocol: 'http', host: 'localhost:80' };

/** A body as the api plugin's parser reads it: blank is none, prototype keys removed, else JSON. */
function parseBody(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined || text.trim() === '') return { ok: true, value: undefined };
  try {
    return {
      ok: true,
      value: secureJson.parse(text, undefined, { protoAction: 'remove', constructorAction: 'remove' }),
    };
  } catch {
    return { ok: false };
  }
}

const asReply = ({ status, body }: { status: number; body: unknown }): InProcessReply => ({
  status,
  text: JSON.stringify(body),
});

function textOf(result: ImmediateReply): string {
  return 'raw' in result ? result.raw : JSON.stringify(result.body);
}

export function createInProcessApi(
  registry: WorldRegistry,
  scenarios: ScenarioNames,
  holdMs = DEFAULT_HOLD_MS,
): InProcessApi {
  const routes = new Map<string, EndpointName>();
  for (const route of Object.keys(ENDPOINTS) as EndpointName[]) {
    routes.set(`${ENDPOINTS[route].method} ${ENDPOINTS[route].path}`, route);
  }
  const pending = new PendingReplies();

  const host = registryHost(registry, scenarios);

  function worldOf(view: CallerView, method: string, query: unknown): World | Refusal {
    const signals = worldSignals({
      method,
      query,
      header: (name) => headerValue(view, name),
      cookie: (name) => cookieValue(view, name),
    });
    const caller = { socketAddress: view.ip, headers: view.headers, clientAddress: view.ip };
    // Its cookies and headers would go to the gateway's upstream client, which reads none.
    const resolution = resolveWorld(host, { signals, caller });
    return resolution.kind === 'refused' ? resolution.refusal : resolution.world;
  }

  async function answer(call: InProcessCall, route: EndpointName): Promise<InProcessReply> {
    const queryAt = call.url.indexOf('?');
    const body = parseBody(call.body);
    // As the api plugin's error handler answers a body its parser refuses.
    if (!body.ok) return asReply(fail('PAYLOAD_NOT_RIGHT'));
    const query = queryAt < 0 ? {} : parseQueryString(call.url.slice(queryAt + 1));
    const view: CallerView = { ...LOCAL, headers: call.headers };
    const world = worldOf(view, call.method, query);
    if (!(world instanceof World)) return asReply(world);
    const input = routeInput(view, query, body.value);
    const started = beginCall(world, route, input);
    const { reply, delivered } = await deliverInProcess(
      started.override,
      () => dispatch(world.state, route, input),
      pending,
      holdMs,
    );
    endCall(world, route, input, started, delivered);
    if (reply === null) throw new SimulatedConnectionReset();
    return { status: reply.status, text: textOf(reply) };
  }

  return {
    async call(call, log) {
      const queryAt = call.url.indexOf('?');
      const path = queryAt < 0 ? call.url : call.url.slice(0, queryAt);
      const route = routes.get(`${call.method} ${path}`);
      // As the api plugin's not-found handler (a path, or a method, no route serves).
      if (route === undefined) return asReply(fail('ENTITY_NOT_FOUND'));
      try {
        return await answer(call, route);
      } catch (error) {
        if (error instanceof SimulatedConnectionReset) throw error;
        // As the api plugin's error handler answers (and, as there, nothing is journaled).
        log.error({ err: error }, 'simulator route failed');
        return asReply(fail('SOMETHING_WENT_WRONG'));
      }
    },
    releaseAll: () => pending.releaseAll(),
  };
}
