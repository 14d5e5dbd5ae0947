import type { MessageRef, Outcome } from '@portal/contracts/portal';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { keepForReload } from '../messages/kept-messages';
import { dismissAll, notify } from '../messages/messages-store';
import { clearSession, endSession, readSession } from '../session/session';
import { showSignInNotice } from '../session/sign-in-notice';
import { executeOutcome, type OutcomeEffects, outcomeFromError } from './execute-outcome';
import { splitFormError } from './form-error';
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
  /**
   * A form page: the error that answers the form (flows/form-error.ts) comes here to show inline
   * instead of as an alert; the rest of the outcome runs as usual.
   */
  onFormError?: (message: MessageRef) => void;
}

/** The one way pages act on what the gateway decided. */
export function useExecuteOutcome(options: OutcomeOptions = {}): OutcomeRunner {
  const navigate = useNavigate();
  // Refs, read at call time: a new callback each render must not rebuild the runner (pages list
  // it in effects).
  const onSessionOpened = useRef(options.onSessionOpened);
  onSessionOpened.current = options.onSessionOpened;
  const onFormError = useRef(options.onFormError);
  onFormError.current = options.onFormError;
  return useMemo(() => {
    const effects: OutcomeEffects = {
      // An alert without a page of its own is about the page on screen (messages-state.ts).
      notify: (message, page) => notify(message, page ?? window.location.pathname),
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
      signedIn: () => readSession(false).then((session) => session.authenticated),
      clearSession,
      closeAlerts: dismissAll,
      showSignInNotice,
      onSignInPage: () => window.location.pathname === '/',
    };
    const run = (outcome: Outcome): Promise<void> => {
      const inline = onFormError.current;
      if (inline === undefined) return executeOutcome(outcome, effects);
      const split = splitFormError(outcome, window.location.pathname);
      if (split.inline) inline(split.inline);
      return executeOutcome(split.outcome, effects);
    };
    return {
      execute: run,
      executeError: (error) => run(outcomeFromError(error)),
    };
  }, [navigate]);
}
