import type { LaunchEntry, LaunchOutcome } from '@portal/contracts';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { ActiveSessionDialog } from '../../launch/active-session-dialog';
import { readSelectedClient } from '../../launch/selected-client';
import { useLaunch } from '../../launch/use-launch';
import { trpc } from '../../trpc/react';
import { type LaunchEnd, launchEnd } from './launch-end';

/**
 * The launch chain going on from a waiting page, for the client the launch was about (it
 * survives a reload): the launch, how it ended for this page, and the active-session question.
 */
export function useInstanceLaunch() {
  const selected = useMemo(() => readSelectedClient(), []);
  const { launch, launching, activeSession, resolveActiveSession } = useLaunch(selected?.clientCount ?? 0);
  const [ended, setEnded] = useState<LaunchEnd | null>(null);
  // The client's name (the page says what starts; the active-session question names it); the
  // list is usually cached from the environments.
  const clients = trpc.clients.list.useQuery(undefined, {
    enabled: selected !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const clientName = clients.data?.clients.find((c) => c.client_uuid === selected?.cliUuid)?.name;

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

  const name = clients.data?.clients.find((c) => c.client_uuid === activeSession?.cliUuid)?.name;
  const dialog: ReactNode = (
    <ActiveSessionDialog
      client={activeSession ? (name ?? activeSession.cliUuid) : null}
      onAnswer={resolveActiveSession}
    />
  );
  return { selected, clientName, goOn, busy: launching !== null, ended, dialog };
}
