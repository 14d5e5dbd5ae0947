import { WebAppSchema } from '@portal/contracts';
import { z } from 'zod';
import { publicProcedure, router } from './trpc';

export const WebAppsListInputSchema = z.object({ cliUuid: z.string().min(1) });
export const WebAppsListOutputSchema = z.object({ apps: z.array(WebAppSchema) });

export const webAppsRouter = router({
  list: publicProcedure
    .input(WebAppsListInputSchema)
    .output(WebAppsListOutputSchema)
    .query(async ({ ctx, input }) => {
      const { data } = await ctx.upstream.call('webClientApps', { query: { cli_uuid: input.cliUuid } });
      return { apps: data.web_client_apps };
    }),
});
