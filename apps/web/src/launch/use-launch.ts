import type { LaunchEntry, LaunchOutcome } from '@portal/contracts/portal';
import { useCallback, useRef, useState } from 'react';
import { useExecuteOutcome } from '../flows/use-execute-outcome';
import { trpc } from '../trpc/react';
import { browserPlatformFacts } from './client-platform';
import { preloadLaunchFollowUps } from './launch-follow-ups';
import { buildLaunchInput, forgetCustomParams } from './launch-input';
import { rememberSelectedClient } from './selected-client';
import { type OpenedSession, openedWindow } from './session-opened';

export interface LaunchRequest {
  cliUuid: string;
  /** Where the chain starts (LaunchEntrySchema); a click on an environment starts at `select`. */
  from?: LaunchEntry;
  /** What `launching` reports while this launch runs (the environments page: the card's key). */
  key?: string;
  /** Told the outcome once it ran (pages that wait on the launch, such as /timeInstance, go on from it). */
  onOutcome?: (outcome: LaunchOutcome | undefined) => void;
}

/**
 * Launches a client through launch.start and runs the Outcome; tracks which one is launching (one
 * at a time: a second request while one runs is ignored). When the gateway says a session is
 * already active, `activeSession` holds the request until the user answers `resolveActiveSession`.
 * `opened` is the session this page's last launch opened (the page shows the "session opened"
 * card for it); `dismissOpened` forgets it (the environments page going back to its list).
 */
export function useLaunch(clientCount: number) {
  const [opened, setOpened] = useState<OpenedSession | null>(null);
  const { execute, executeError } = useExecuteOutcome({
    onSessionOpened: (window) => setOpened(openedWindow(window)),
  });
  const { mutateAsync } = trpc.launch.start.useMutation();
  const [launching, setLaunching] = useState<string | null>(null);
  // The state above renders; this ref guards synchronously against a second press in the same tick.
  const running = useRef(false);
  const [activeSession, setActiveSession] = useState<LaunchRequest | null>(null);

  const launch = useCallback(
    async (request: LaunchRequest): Promise<LaunchOutcome | undefined> => {
      const key = request.key ?? request.cliUuid;
      if (running.current) return undefined;
      running.current = true;
      preloadLaunchFollowUps();
      setLaunching(key);
      setOpened(null);
      rememberSelectedClient({ cliUuid: request.cliUuid, clientCount });
      const input = buildLaunchInput(request.cliUuid, clientCount, request.from ?? 'select', {
        ...browserPlatformFacts(),
        storage: window.localStorage,
      });
      try {
        const outcome = await mutateAsync(input);
        forgetCustomParams(outcome, window.localStorage);
        if (outcome.activeSession) setActiveSession(request);
        await execute(outcome);
        request.onOutcome?.(outcome);
        // The launch pages show how it ended (the session window opened, or it stopped here).
        return outcome;
      } catch (error) {
        await executeError(error);
        request.onOutcome?.(undefined);
        return undefined;
      } finally {
        running.current = false;
        setLaunching(null);
      }
    },
    [clientCount, mutateAsync, execute, executeError],
  );

  /** Continue ends the old session and starts the new one; Cancel leaves things as they are. */
  const resolveActiveSession = useCallback(
    (goOn: boolean) => {
      const request = activeSession;
      setActiveSession(null);
      if (goOn && request) void launch({ ...request, from: 'replace-session' });
    },
    [activeSession, launch],
  );

  const dismissOpened = useCallback(() => setOpened(null), []);

  return { launch, launching, activeSession, resolveActiveSession, opened, dismissOpened };
}
