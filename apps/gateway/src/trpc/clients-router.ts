import type { Client } from '@portal/contracts/upstream';
import { router, sessionQuery } from './trpc';

/**
 * No `.output()` schema: `clients` is the upstream reply already parsed with its contract, and a
 * second parse of the same objects was about a tenth of the gateway's CPU per call
 * (docs/performance.md).
 */
export interface ClientsListOutput {
  clients: Client[];
  /** Login's plugin-update flag (spec section 4, clients): several clients go to /updatePlugin. */
  updatePlugin: boolean;
}

export const clientsList = sessionQuery(async (ctx): Promise<ClientsListOutput> => {
  const { data } = await ctx.upstream.call('clients');
  return { clients: data.clients, updatePlugin: ctx.services.cookies.readPluginUpdate(ctx.req) };
});

export const clientsRouter = router({ list: clientsList.procedure });
