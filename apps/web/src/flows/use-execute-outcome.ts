import type { Outcome } from '@portal/contracts/portal';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { keepForReload } from '../messages/kept-messages';
import { dismissAll, notify } from '../messages/messages-store';
import { clearSession, endSession } from '../session/session';
import { showSignInNotice } from '../session/sign-in-notice';
import { executeOutcome, type OutcomeEffects, outcomeFromError } from './execute-outcome';
import { openSessionWindow } from './open-session-window';

export interface OutcomeRunner {
  execute: (outcome: Outcome) => Promise<void>;
  /** For thrown tRPC errors: runs the outcome the gateway attached, else a generic alert. */
  executeError: (error: unknown) => Promise<void>;
}

/** A session window the executor opened: its address and window name, to open it again. */
export interface OpenedWindow {
  url: string;
  windowName: string;
}

export interface OutcomeOptions {
  /**
   * Told when an `open-session` step opened its window (not when the browser blocked it): the
   * launching page turns into the "session opened" card instead of a toast saying so.
   */
  onSessionOpened?: (opened: OpenedWindow) => void;
}

/** The one way pages act on what the gateway decided. */
export function useExecuteOutcome(options: OutcomeOptions = {}): OutcomeRunner {
  const navigate = useNavigate();
  // A ref: a new callback each render must not rebuild the runner (pages list it in effects).
  const onSessionOpened = useRef(options.onSessionOpened);
  onSessionOpened.current = options.onSessionOpened;
  return useMemo(() => {
    const effects: OutcomeEffects = {
      notify,
      // The same page again with new state (a /timeInstance poll) replaces the entry: Back leaves the page.
      navigate: (to, state) =>
        navigate(to, { ...(state === undefined ? {} : { state }), replace: to === window.location.pathname }),
      assign: (url) => window.location.assign(url),
      open: (url, windowName) => {
        const opened = openSessionWindow((u, t) => window.open(u, t), url, windowName);
        if (opened !== null) onSessionOpened.current?.({ url, windowName });
        return opened;
      },
      reload: (keep) => {
        if (keep) keepForReload(keep);
        window.location.reload();
      },
      logout: endSession,
      clearSession,
      closeAlerts: dismissAll,
      showSignInNotice,
    };
    return {
      execute: (outcome) => executeOutcome(outcome, effects),
      executeError: (error) => executeOutcome(outcomeFromError(error), effects),
    };
  }, [navigate]);
}
