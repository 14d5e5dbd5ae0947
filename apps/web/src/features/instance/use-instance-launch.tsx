import type { LaunchEntry, LaunchOutcome } from '@portal/contracts/portal';
import { useCallback, useMemo, useState } from 'react';
import { readSelectedClient } from '../../launch/selected-client';
import { useLaunchWithQuestion } from '../../launch/use-launch-question';
import { trpc } from '../../trpc/react';
import { type LaunchEnd, launchEnd } from './launch-end';

/**
 * The launch chain going on from a waiting page, for the client the launch was about (it
 * survives a reload): the launch, how it ended for this page, and the active-session question.
 */
export function useInstanceLaunch() {
  const selected = useMemo(() => readSelectedClient(), []);
  // The client's name (the page says what starts; the active-session question names it); the
  // list is usually cached from the environments.
  const clients = trpc.clients.list.useQuery(undefined, {
    enabled: selected !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const nameOf = (id: string | undefined) => clients.data?.clients.find((c) => c.client_uuid === id)?.name;
  const { launch, launching, dialog, opened } = useLaunchWithQuestion(
    selected?.clientCount ?? 0,
    (id) => nameOf(id) ?? id,
  );
  const [ended, setEnded] = useState<LaunchEnd | null>(null);
  const clientName = nameOf(selected?.cliUuid);

  const goOn = useCallback(
    (from: LaunchEntry, onOutcome?: (outcome: LaunchOutcome | undefined) => void) => {
      if (!selected) return;
      setEnded(null);
      void launch({
        cliUuid: selected.cliUuid,
        from,
        onOutcome: (outcome) => {
          setEnded(launchEnd(outcome));
          onOutcome?.(outcome);
        },
      });
    },
    [launch, selected],
  );

  return { selected, clientName, goOn, busy: launching !== null, ended, dialog, opened };
}
