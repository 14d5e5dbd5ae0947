import type { ENDPOINTS, EndpointName } from '@portal/contracts/upstream';
import { z } from 'zod';
import type { WorldSession } from '../state/sessions';
import type { WorldState } from '../state/world-state';
import { parseInput, type SimReply } from './replies';

/** A request as the domains see it, whatever carried it. */
export interface RouteInput {
  body: unknown;
  query: unknown;
  /** The bearer token of the Authorization header, if any. */
  bearer: string | undefined;
  /** Where the simulator's own pages (Duo, identity provider) live; absent in unit tests. */
  origin?: PageOrigin;
  /**
   * The caller's address as the upstream sees it (IP restrictions): the first X-Forwarded-For
   * entry (the gateway sends the browser's, ASSUMPTION A-48), else the socket's; absent in unit tests.
   */
  clientIp?: string;
}

/**
 * The simulator's pages are addressed on `pages`. `portal` is the portal's origin when the gateway
 * said it (simulator mode); null when the simulator runs alone and cannot know it.
 */
export interface PageOrigin {
  pages: string;
  portal: string | null;
}

/** The origin of unit tests and of callers that said nothing. */
export const DEFAULT_PAGE_ORIGIN: PageOrigin = { pages: 'http://localhost', portal: null };

export interface PublicHandler {
  readonly access: 'public';
  run(state: WorldState, input: RouteInput): SimReply;
}

/** Runs only with a session this world issued; the dispatcher checks the bearer first. */
export interface BearerHandler {
  readonly access: 'bearer';
  run(state: WorldState, input: RouteInput, session: WorldSession): SimReply;
}

export type Handler = PublicHandler | BearerHandler;

/** The handler kind an endpoint needs, from its `access` in the contracts. */
export type HandlerFor<N extends EndpointName> = (typeof ENDPOINTS)[N]['access'] extends 'public'
  ? PublicHandler
  : BearerHandler;

export const publicRoute = (run: PublicHandler['run']): PublicHandler => ({ access: 'public', run });
export const bearerRoute = (run: BearerHandler['run']): BearerHandler => ({ access: 'bearer', run });

const CliQuerySchema = z.object({ cli_uuid: z.string().trim().min(1) });
export const PluginQuerySchema = CliQuerySchema.extend({ custom_params: z.string().optional() });

/** A bearer route whose only input is `?cli_uuid=`. */
export const withCliQuery = (
  run: (state: WorldState, session: WorldSession, cliUuid: string, input: RouteInput) => SimReply,
): BearerHandler =>
  bearerRoute((state, input, session) => {
    const q = parseInput(CliQuerySchema, input.query);
    return q.ok ? run(state, session, q.data.cli_uuid, input) : q.reply;
  });
