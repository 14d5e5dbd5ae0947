import { useCallback } from 'react';
import { rememberRecent } from '../session/recent-environments';
import { type EnvironmentEntry, entryKey } from './environment-entry';
import { useLaunchWithQuestion } from './use-launch-question';

/**
 * Launching from an environment card (environments page, apps page): the launch, which card is
 * launching, and the active-session question to render next to the cards. Each launch goes to
 * the Recent row (session/recent-environments.ts).
 */
export function useEnvironmentLaunch(clientCount: number, clientName: (cliUuid: string) => string) {
  const { launch, launching, dialog } = useLaunchWithQuestion(clientCount, clientName);
  const onLaunch = useCallback(
    async (entry: EnvironmentEntry) => {
      // A press while another launch runs starts nothing (useLaunch), so it is no recent use either.
      if (launching === null) rememberRecent(entryKey(entry));
      await launch({ cliUuid: entry.client.client_uuid, key: entryKey(entry) });
    },
    [launch, launching],
  );
  return { onLaunch, launching, dialog };
}
