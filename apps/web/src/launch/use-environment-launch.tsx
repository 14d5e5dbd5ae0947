import { type ReactNode, useCallback } from 'react';
import { type EnvironmentEntry, entryKey } from '../environments/environment-list';
import { ActiveSessionDialog } from './active-session-dialog';
import { useLaunch } from './use-launch';

/**
 * Launching from an environment card (environments page, apps page): the launch, which card is
 * launching, and the active-session question to render next to the cards.
 */
export function useEnvironmentLaunch(clientCount: number, clientName: (cliUuid: string) => string) {
  const { launch, launching, activeSession, resolveActiveSession } = useLaunch(clientCount);
  const onLaunch = useCallback(
    async (entry: EnvironmentEntry) => {
      await launch({ cliUuid: entry.client.client_uuid, key: entryKey(entry) });
    },
    [launch],
  );
  const dialog: ReactNode = (
    <ActiveSessionDialog
      client={activeSession ? clientName(activeSession.cliUuid) : null}
      onAnswer={resolveActiveSession}
    />
  );
  return { onLaunch, launching, dialog };
}
