import { useCallback, useState } from 'react';
import { rememberRecent } from '../session/recent-environments';
import { type EnvironmentEntry, entryKey } from './environment-entry';
import { useLaunchWithQuestion } from './use-launch-question';

/**
 * Launching from an environment card (environments page, apps page): the launch, which card is
 * launching, the active-session question to render next to the cards, and the session the
 * launch opened (the page shows the "session opened" card instead of its cards). Each launch goes
 * to the Recent row (session/recent-environments.ts).
 */
export function useEnvironmentLaunch(clientCount: number, clientName: (cliUuid: string) => string) {
  const { launch, launching, dialog, opened, dismissOpened } = useLaunchWithQuestion(clientCount, clientName);
  // The card the launch started from: the "session opened" card names its environment.
  const [launched, setLaunched] = useState<EnvironmentEntry | null>(null);
  const onLaunch = useCallback(
    async (entry: EnvironmentEntry) => {
      // A press while another launch runs starts nothing (useLaunch), so it is no recent use either.
      if (launching === null) {
        setLaunched(entry);
        rememberRecent(entryKey(entry));
      }
      await launch({ cliUuid: entry.client.client_uuid, key: entryKey(entry) });
    },
    [launch, launching],
  );
  return { onLaunch, launching, dialog, opened, dismissOpened, launched };
}
