import { ClientSchema } from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from './trpc';

export const ClientsListOutputSchema = z.object({ clients: z.array(ClientSchema) });

export const clientsRouter = router({
  list: publicProcedure.output(ClientsListOutputSchema).query(async ({ ctx }) => {
    const { data } = await ctx.upstream.call('clients');
    return { clients: data.clients };
  }),
});
