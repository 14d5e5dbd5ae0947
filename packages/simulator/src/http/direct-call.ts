import { parse as parseQueryString } from 'node:querystring';
import { ENDPOINTS, type EndpointName } from '@portal/contracts/upstream';
import { dispatch } from '../domains/dispatch';
import { fail } from '../domains/replies';
import type { WorldRegistry } from '../state/registry';
import type { World } from '../state/world';
import { beginCall, endCall, matchContext, routeInput, type ScenarioNames } from './api-plugin';
import { deliveredOf, type ImmediateReply, immediateReply, needsSocket } from './deliver';
import { type CallerView, cookieValue, headerValue } from './request';
import { chooseWorld, worldSignals } from './world-selection';

/** One upstream call as the gateway's upstream client makes it, addressed to the API's root. */
export interface DirectCall {
  method: string;
  /** Path and query, relative to where the API is mounted (`/clients?cli_uuid=…`). */
  url: string;
  /** Lower-case names, as the upstream client sends them. */
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
}

export interface DirectReply {
  status: number;
  text: string;
}

interface ErrorLogger {
  error(obj: object, msg: string): void;
}

/**
 * Answers a call with no request or reply object, or undefined when it needs one: a fault that
 * holds, cuts or drips the connection; a world to create or refuse; a body the JSON parser would
 * treat specially; a path no route serves. Undefined leaves the call to the api plugin (through
 * `inject`), which answers everything; what both answer is the same (direct-call.test.ts).
 */
export type DirectApi = (call: DirectCall, log: ErrorLogger) => DirectReply | undefined;

/** Where a request is made to look as if it came through `inject` (its defaults). */
const INJECT_LIKE: Omit<CallerView, 'headers'> = { ip: '127.0.0.1', protocol: 'http', host: 'localhost:80' };

/** A body JSON.parse reads as Fastify's parser does: no prototype keys (it removes those), not blank. */
function parseBody(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined || text.trim() === '') return { ok: true, value: undefined };
  if (text.includes('__proto__') || text.includes('constructor')) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function textOf(result: ImmediateReply): string {
  return 'raw' in result ? result.raw : JSON.stringify(result.body);
}

export function createDirectApi(registry: WorldRegistry, scenarios: ScenarioNames): DirectApi {
  const routes = new Map<string, EndpointName>();
  for (const route of Object.keys(ENDPOINTS) as EndpointName[]) {
    routes.set(`${ENDPOINTS[route].method} ${ENDPOINTS[route].path}`, route);
  }
  const lookup = {
    scenarioOf: (id: string) => registry.get(id)?.scenarioName,
    hasScenario: scenarios.hasScenario,
  };

  function worldOf(view: CallerView, method: string, query: unknown): World | undefined {
    const choice = chooseWorld(
      worldSignals({
        method,
        query,
        header: (name) => headerValue(view, name),
        cookie: (name) => cookieValue(view, name),
      }),
      lookup,
    );
    if (choice.kind === 'existing') return registry.get(choice.worldId);
    return choice.kind === 'shared' ? registry.defaultWorld : undefined;
  }

  function answerDirectly(call: DirectCall, route: EndpointName): DirectReply | undefined {
    const queryAt = call.url.indexOf('?');
    const body = parseBody(call.body);
    if (!body.ok) return undefined;
    const query = queryAt < 0 ? {} : parseQueryString(call.url.slice(queryAt + 1));
    const view: CallerView = { ...INJECT_LIKE, headers: call.headers };
    const world = worldOf(view, call.method, query);
    if (world === undefined) return undefined;
    const input = routeInput(view, query, body.value);
    if (needsSocket(world.overrides.peek(route, matchContext(input)))) return undefined;
    const started = beginCall(world, route, input);
    const result = immediateReply(started.override, () => dispatch(world.state, route, input));
    endCall(world, route, input, started, deliveredOf(result));
    return { status: result.status, text: textOf(result) };
  }

  return (call, log) => {
    const queryAt = call.url.indexOf('?');
    const path = queryAt < 0 ? call.url : call.url.slice(0, queryAt);
    const route = routes.get(`${call.method} ${path}`);
    if (route === undefined) return undefined;
    try {
      return answerDirectly(call, route);
    } catch (error) {
      // As the api plugin's error handler answers (and, as there, nothing is journaled).
      log.error({ err: error }, 'simulator route failed');
      const { status, body } = fail('SOMETHING_WENT_WRONG');
      return { status, text: JSON.stringify(body) };
    }
  };
}
