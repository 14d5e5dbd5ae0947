import { type MessageRef, type Outcome, shownCodeOf } from '@portal/contracts/portal';
import { pagePath } from '../messages/messages-state';

/** An outcome split for a form page: the error shown in the form, and the rest run as usual. */
export interface FormErrorSplit {
  /** The error that answers the form; undefined when the outcome has none for it. */
  inline: MessageRef | undefined;
  outcome: Outcome;
}

const INLINE_SEVERITIES: ReadonlySet<MessageRef['severity']> = new Set(['error', 'warning']);

/**
 * Issue 22 "errors stay until read": an error or warning after which the user is still on the form
 * (the outcome stays, or leads to this very page) is the form's answer and shows in the form until
 * the next attempt. Anything else keeps its alert: a success, an info, or an error the user
 * leaves the form with (a logout, another page), which the next page shows.
 */
export function splitFormError(outcome: Outcome, formPath: string): FormErrorSplit {
  const { message, next } = outcome;
  const staysHere =
    next.kind === 'stay' || (next.kind === 'navigate' && pagePath(next.to) === pagePath(formPath));
  if (message === undefined || !staysHere || !INLINE_SEVERITIES.has(message.severity)) {
    return { inline: undefined, outcome };
  }
  // The code stays with what runs on, which reports it for QA coverage.
  const code = shownCodeOf(outcome);
  return { inline: message, outcome: code === undefined ? { next } : { next, code } };
}
