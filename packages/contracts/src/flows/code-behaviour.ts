import type { ErrorBehaviour } from '../errors/behaviours';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors/catalogue';
import type { PortalError } from '../errors/read-error';
import { errorKey, errorMessage } from '../portal/messages';
import { navigate } from '../portal/navigate';
import type { MessageRef, NextStep, Outcome } from '../portal/outcome';

/**
 * Where a code arrived. Client calls (clients, selection, login attempt, plugin call, pending
 * connections) know how many clients the user has: "other errors with one client log out"
 * (spec section 8). Forms leave `clientCount` out: no one-client rule applies there.
 */
export interface CodeContext {
  clientCount?: number;
  /** Where a plain alert leaves the user: the flow's own next step (stay by default). */
  after?: NextStep;
}

const STAY: NextStep = { kind: 'stay' };
const LOGOUT: NextStep = { kind: 'logout' };

/** The alert's severity a behaviour asks for; a success or info code is never shown as an error. */
export function severityOf(behaviour: ErrorBehaviour): MessageRef['severity'] {
  if (behaviour === 'toast-info' || behaviour === 'password-expired') return 'info';
  if (behaviour === 'toast-success') return 'success';
  return 'error';
}

/** A code's alert as the catalogue says it shows; undefined when it shows none (silent codes). */
export function messageForCode(code: ErrorCode): MessageRef | undefined {
  const { behaviour } = ERROR_CATALOGUE[code];
  if (behaviour === 'silent') return undefined;
  return { severity: severityOf(behaviour), key: errorKey(code) };
}

const isOneClient = (ctx: CodeContext): boolean => ctx.clientCount === 1;

/** An error alert, after which a one-client user is logged out on a client call (spec section 8). */
function errorToast(message: MessageRef, ctx: CodeContext): Outcome {
  return { next: isOneClient(ctx) ? LOGOUT : (ctx.after ?? STAY), message };
}

/**
 * Spec section 8, "Behaviours" (ASSUMPTION A-47): the ONE place a catalogue code becomes an
 * Outcome. Flows apply their own ordered context rules first (login, PIN, multi-factor...) and
 * hand everything else here, so a silent code shows nothing anywhere and an info or success code
 * never logs anyone out.
 */
export function outcomeForCode(code: ErrorCode, ctx: CodeContext = {}): Outcome {
  const behaviour = ERROR_CATALOGUE[code].behaviour;
  const message = { severity: severityOf(behaviour), key: errorKey(code) };
  const then = ctx.after ?? STAY;
  switch (behaviour) {
    case 'toast':
      return errorToast(message, ctx);
    case 'toast-info':
    case 'toast-success':
    case 'password-expired':
      return { next: then, message };
    case 'silent':
      return { next: then };
    case 'go-messages':
      return { next: navigate('/messages', { reason: code }) };
    case 'logout-if-one-client-else-environments':
      return { next: isOneClient(ctx) ? LOGOUT : navigate('/home/environments'), message };
    case 'toast-and-go-home':
    case 'go-home':
      // "/" is the login page: reaching it means leaving the session (ASSUMPTION A-21).
      return { next: LOGOUT, message };
    case 'access-restricted':
      return { next: navigate('/accessRestricted') };
    case 'pending-connection':
      return { next: navigate('/pendingConnection', { time: 0 }) };
    case 'logout':
      return { next: LOGOUT };
  }
}

/**
 * The same for whatever an upstream said: a catalogue code follows its behaviour; raw text, an
 * empty message or no answer at all is an error alert (the unexpected-error text when empty).
 */
export function outcomeForError(error: PortalError | undefined, ctx: CodeContext = {}): Outcome {
  if (error?.known) return outcomeForCode(error.code, ctx);
  return errorToast(errorMessage(error), ctx);
}

/**
 * True when a known code's catalogue behaviour is more than a plain error alert (silent, info,
 * success, a navigation): flows whose context rules replace the message with their own generic
 * text still let such a code behave as the catalogue says.
 */
export function hasOwnBehaviour(error: PortalError | undefined): error is { known: true; code: ErrorCode } {
  return error?.known === true && ERROR_CATALOGUE[error.code].behaviour !== 'toast';
}
