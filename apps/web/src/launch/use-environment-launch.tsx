import { useCallback } from 'react';
import { type EnvironmentEntry, entryKey } from './environment-entry';
import { useLaunchWithQuestion } from './use-launch-question';

/**
 * Launching from an environment card (environments page, apps page): the launch, which card is
 * launching, and the active-session question to render next to the cards.
 */
export function useEnvironmentLaunch(clientCount: number, clientName: (cliUuid: string) => string) {
  const { launch, launching, dialog } = useLaunchWithQuestion(clientCount, clientName);
  const onLaunch = useCallback(
    async (entry: EnvironmentEntry) => {
      await launch({ cliUuid: entry.client.client_uuid, key: entryKey(entry) });
    },
    [launch],
  );
  return { onLaunch, launching, dialog };
}
