import { INPUT_LIMITS } from '@portal/contracts/limits';
import type { WebApp } from '@portal/contracts/upstream';
import { z } from 'zod';
import { router, sessionProcedure } from './trpc';

export const WebAppsListInputSchema = z.object({ cliUuid: z.string().min(1).max(INPUT_LIMITS.id) });

/** No `.output()` schema: `apps` is the upstream reply already parsed with its contract. */
export interface WebAppsListOutput {
  apps: WebApp[];
}

export const webAppsRouter = router({
  list: sessionProcedure
    .input(WebAppsListInputSchema)
    .query(async ({ ctx, input }): Promise<WebAppsListOutput> => {
      const { data } = await ctx.upstream.call('webClientApps', { query: { cli_uuid: input.cliUuid } });
      return { apps: data.web_client_apps };
    }),
});
