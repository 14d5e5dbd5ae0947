import type { Outcome } from '@portal/contracts/portal';
import { useMemo } from 'react';
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

/** The one way pages act on what the gateway decided. */
export function useExecuteOutcome(): OutcomeRunner {
  const navigate = useNavigate();
  return useMemo(() => {
    const effects: OutcomeEffects = {
      notify,
      // The same page again with new state (a /timeInstance poll) replaces the entry: Back leaves the page.
      navigate: (to, state) =>
        navigate(to, { ...(state === undefined ? {} : { state }), replace: to === window.location.pathname }),
      assign: (url) => window.location.assign(url),
      open: (url, windowName) => openSessionWindow((u, t) => window.open(u, t), url, windowName),
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
