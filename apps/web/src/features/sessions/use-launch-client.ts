import { useMemo } from 'react';
import { readSelectedClient, type SelectedClient } from '../../launch/selected-client';
import { trpc } from '../../trpc/react';

/**
 * The client the launch is about (kept in session storage since the launch started) and its
 * name; the client count falls back to the user's list when nothing was kept (a new tab).
 */
export function useLaunchClient(): {
  selected: SelectedClient | undefined;
  clientCount: number;
  name?: string;
} {
  const selected = useMemo(() => readSelectedClient(), []);
  const clients = trpc.clients.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const list = clients.data?.clients;
  const name = list?.find((c) => c.client_uuid === selected?.cliUuid)?.name;
  return {
    selected,
    clientCount: selected?.clientCount ?? list?.length ?? 0,
    ...(name === undefined ? {} : { name }),
  };
}
