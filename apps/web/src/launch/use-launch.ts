import { useCallback, useState } from 'react';
import { type EnvironmentEntry, entryKey } from '../environments/environment-list';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { trpc } from '../trpc/react';
import { buildLaunchInput, forgetCustomParams } from './launch-input';

/** Launches an environment through launch.start and runs the Outcome; tracks which one is launching. */
export function useLaunch(clientCount: number) {
  const { execute, executeError } = useExecuteOutcome();
  const { mutateAsync } = trpc.launch.start.useMutation();
  const [launching, setLaunching] = useState<string | null>(null);

  const launch = useCallback(
    async (entry: EnvironmentEntry) => {
      setLaunching(entryKey(entry));
      const input = buildLaunchInput(entry.client.client_uuid, clientCount, {
        userAgent: navigator.userAgent,
        platform: navigator.platform,
        storage: window.localStorage,
      });
      try {
        const outcome = await mutateAsync(input);
        forgetCustomParams(outcome, window.localStorage);
        await execute(outcome);
      } catch (error) {
        await executeError(error);
      } finally {
        setLaunching(null);
      }
    },
    [clientCount, mutateAsync, execute, executeError],
  );

  return { launch, launching };
}
