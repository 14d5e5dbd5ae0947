import { ClientSchema } from '@portal/contracts';
import { z } from 'zod';
import { readPluginUpdate } from '../http/cookies';
import { publicProcedure, router } from './trpc';

export const ClientsListOutputSchema = z.object({
  clients: z.array(ClientSchema),
  /** Login's plugin-update flag (spec section 4, clients): several clients go to /updatePlugin. */
  updatePlugin: z.boolean(),
});

export const clientsRouter = router({
  list: publicProcedure.output(ClientsListOutputSchema).query(async ({ ctx }) => {
    const { data } = await ctx.upstream.call('clients');
    return { clients: data.clients, updatePlugin: readPluginUpdate(ctx.req) };
  }),
});
