import { useCallback, useState } from 'react';
import { type EnvironmentEntry, entryKey } from './environment-entry';
import { useLaunchWithQuestion } from './use-launch-question';

/**
 * Launching from an environment card (environments page, apps page): the launch, which card is
 * launching, the active-session question to render next to the cards, and the session the
 * launch opened (the page shows the "session opened" card instead of its cards).
 */
export function useEnvironmentLaunch(clientCount: number, clientName: (cliUuid: string) => string) {
  const { launch, launching, dialog, opened, dismissOpened } = useLaunchWithQuestion(clientCount, clientName);
  // The card the launch started from: the "session opened" card names its environment.
  const [launched, setLaunched] = useState<EnvironmentEntry | null>(null);
  const onLaunch = useCallback(
    async (entry: EnvironmentEntry) => {
      setLaunched(entry);
      await launch({ cliUuid: entry.client.client_uuid, key: entryKey(entry) });
    },
    [launch],
  );
  return { onLaunch, launching, dialog, opened, dismissOpened, launched };
}
