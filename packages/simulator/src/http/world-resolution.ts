import type { SimWorldReleased } from '@portal/contracts/portal';
import type { ScenarioProblem } from '../scenario/scenario-error';
import { clientNetwork } from './client-network';
import { isForwarded } from './control-access';
import { isLocalCaller } from './world-budget';
import {
  chooseWorld,
  releasedWorld,
  TOO_MANY_WORLDS_MESSAGE,
  type WorldLookup,
  type WorldRefusalChoice,
  type WorldSignals,
  worldRefusal,
} from './world-selection';

/**
 * The world a call talks to, decided once for every server (issue 24, item 6): the gateway's
 * world hook (simulator mode), the standalone simulator's upstream API and the gateway's
 * in-process upstream calls all ask `resolveWorld`. It picks by world-selection.ts's rule set,
 * then creates the world (within the caller's budget, owned by the caller), refuses (404 naming
 * the known scenarios, or the problem of a scenario whose file did not load; 429 past the budget)
 * or, for a page of the portal, falls back.
 */

/** Who asks for a new world: the socket (this machine or not), its headers, the client's address. */
export interface NewWorldCaller {
  socketAddress: string | undefined;
  headers: Readonly<Record<string, unknown>>;
  clientAddress: string;
}

/** The caller of a Fastify request (structural, so the gateway needs no simulator types of Fastify). */
export function newWorldCaller(req: {
  raw: { socket?: { remoteAddress?: string | undefined } | null };
  headers: Readonly<Record<string, unknown>>;
  ip: string;
}): NewWorldCaller {
  return { socketAddress: req.raw.socket?.remoteAddress, headers: req.headers, clientAddress: req.ip };
}

/**
 * Whose a new world is, for the registry's per-owner cap: the caller's address (IPv6: its /64,
 * client-network.ts), or no one for a caller on this machine (the test suites and a developer
 * start worlds without limit).
 */
export function worldOwner(caller: NewWorldCaller): string | undefined {
  return isLocalCaller({ ...caller, forwarded: isForwarded(caller.headers) })
    ? undefined
    : clientNetwork(caller.clientAddress);
}

/** A refused call: the status and the `{ error, message }` body it gets (SCENARIO_NOT_LOADED adds `problem`). */
export interface Refusal {
  status: number;
  body: { error: string; message: string; problem?: ScenarioProblem };
}

/** The worlds a server holds, as `resolveWorld` sees them; `W` is what it calls a world. */
export interface WorldHost<W> extends WorldLookup {
  /** A live world (marks it used); undefined when it is gone. */
  world(id: string): W | undefined;
  /** The shared world of callers who picked none. */
  readonly shared: W;
  scenarioNames(): string[];
  /** Counts a new world against the caller's budget (world-budget.ts); false when spent. Absent: no budget. */
  allowNewWorld?(caller: NewWorldCaller): boolean;
  /** A new world of that scenario, owned by `owner`; undefined when there is no such scenario. */
  createWorld(scenario: string, owner: string | undefined): W | undefined;
}

export interface WorldCall {
  signals: WorldSignals;
  caller: NewWorldCaller;
  /**
   * A page of the portal (a GET of the gateway asking for HTML): a world it cannot have never ends
   * in a page of JSON. The upstream API serves no pages: it leaves this out.
   */
  page?: { isGet: boolean; acceptsHtml: boolean };
}

/** Why a page went to another world than the one it named, for the QA picker. */
export type WorldFallback =
  /** `?scenario=` named no scenario: the page stays in the caller's world (or the shared one). */
  | { kind: 'unknown-scenario'; scenario: string; known: string[] }
  /** The caller's world is gone with no scenario to seed again: the shared world, cookies cleared. */
  | { kind: 'world-released' };

export type WorldResolution<W> = {
  /** The caller's own world was released (idle or evicted): tell it, whatever comes next. */
  released: SimWorldReleased | undefined;
} & (
  | {
      kind: 'world';
      world: W;
      /** Made for this call: the caller must remember it (cookies), `fresh` when it asked for a new one. */
      created?: { scenario: string; fresh: boolean };
      fallback?: WorldFallback;
    }
  | { kind: 'refused'; refusal: Refusal }
);

export function resolveWorld<W>(host: WorldHost<W>, call: WorldCall): WorldResolution<W> {
  const { signals, page } = call;
  const choice = chooseWorld(signals, host);
  const released = releasedWorld(choice, signals);
  const refuse = (status: number, body: Refusal['body']): WorldResolution<W> => ({
    kind: 'refused',
    refusal: { status, body },
    released,
  });
  const notFound = (c: WorldRefusalChoice) =>
    refuse(
      404,
      worldRefusal(
        c,
        host.scenarioNames(),
        c.kind === 'unknown-scenario' ? host.scenarioProblem?.(c.scenario) : undefined,
      ),
    );
  const inWorld = (
    world: W,
    more: { created?: { scenario: string; fresh: boolean }; fallback?: WorldFallback } = {},
  ) => ({ kind: 'world', world, released, ...more }) as WorldResolution<W>;

  switch (choice.kind) {
    case 'existing': {
      const world = host.world(choice.worldId);
      return world === undefined
        ? notFound({ kind: 'unknown-world', worldId: choice.worldId })
        : inWorld(world);
    }
    case 'shared':
      return inWorld(host.shared);
    case 'create': {
      if (host.allowNewWorld && !host.allowNewWorld(call.caller)) {
        return refuse(429, { error: 'TOO_MANY_NEW_WORLDS', message: TOO_MANY_WORLDS_MESSAGE });
      }
      const world = host.createWorld(choice.scenario, worldOwner(call.caller));
      return world === undefined
        ? notFound({ kind: 'unknown-scenario', scenario: choice.scenario })
        : inWorld(world, { created: { scenario: choice.scenario, fresh: choice.reason === 'fresh' } });
    }
    case 'unknown-scenario': {
      // A page address: the page still loads in the caller's current world and the QA picker says
      // why; never a silent switch to another world.
      if (page !== undefined && signals.scenarioQuery !== undefined) {
        const cookie = signals.worldCookie;
        const alive = cookie === undefined ? undefined : host.world(cookie);
        return inWorld(alive ?? host.shared, {
          fallback: { kind: 'unknown-scenario', scenario: choice.scenario, known: host.scenarioNames() },
        });
      }
      return notFound(choice);
    }
    case 'unknown-world':
      // A page whose world is gone with no scenario to seed again: start over in the shared world
      // rather than a page of JSON on every load.
      if (page?.isGet && page.acceptsHtml)
        return inWorld(host.shared, { fallback: { kind: 'world-released' } });
      return notFound(choice);
  }
}
