import type { ReactNode } from 'react';
import { ActiveSessionQuestion } from './active-session-question';
import { useLaunch } from './use-launch';

/**
 * useLaunch plus the active-session question to render with it: any page that launches
 * (the environments and apps pages, /launching/1) asks the same way. Continue runs the chain
 * `from: 'replace-session'`; a disconnect the upstream refuses shows ERROR_TO_SEND_DISCONNECT.
 */
export function useLaunchWithQuestion(clientCount: number, clientName: (cliUuid: string) => string) {
  const launcher = useLaunch(clientCount);
  const { activeSession, resolveActiveSession } = launcher;
  const dialog: ReactNode = (
    <ActiveSessionQuestion
      client={activeSession ? clientName(activeSession.cliUuid) : null}
      onAnswer={resolveActiveSession}
    />
  );
  return { ...launcher, dialog };
}
