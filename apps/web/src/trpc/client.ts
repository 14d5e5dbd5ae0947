import { COOKIES, HEADERS, TRPC_MAX_BATCH_SIZE } from '@portal/contracts';
import type { AppRouter } from '@portal/gateway/router';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { readCookie } from './cookies';

export const trpc = createTRPCReact<AppRouter>();

export const queryClient = new QueryClient({
  defaultOptions: {
    // Failures carry an outcome the page executes (logout on 401...); repeating them only delays it.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      // The gateway refuses larger batches.
      maxItems: TRPC_MAX_BATCH_SIZE,
      // The gateway sets the CSRF cookie on any response; every request echoes it back.
      headers: () => {
        const token = readCookie(document.cookie, COOKIES.csrf);
        return token === undefined ? {} : { [HEADERS.csrf]: token };
      },
    }),
  ],
});

/** The same procedures outside React (route loaders, the logout step of the outcome executor). */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
