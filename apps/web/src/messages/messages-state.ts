import type { MessageRef } from '@portal/contracts/portal';

/** Spec section 3, "Messages state": each alert has a sequential id, its message and a type. */
export interface AlertMessage {
  id: number;
  message: Omit<MessageRef, 'severity'>;
  type: MessageRef['severity'];
  /**
   * The path of the page the alert is about (an outcome's error on its form, a success on the page
   * it leads to); leaving that page closes it. None: about the session, not a page (a session
   * that ended, an alert kept across a reload); it stays until closed or timed out.
   */
  page?: string;
}

export interface MessagesState {
  nextId: number;
  messages: AlertMessage[];
}

export const INITIAL_MESSAGES: MessagesState = { nextId: 1, messages: [] };

const sameMessage = (a: AlertMessage, ref: MessageRef): boolean =>
  a.type === ref.severity &&
  a.message.key === ref.key &&
  (a.message.text ?? '') === (ref.text ?? '') &&
  JSON.stringify(a.message.params ?? {}) === JSON.stringify(ref.params ?? {});

/** At most this many alerts at once: a burst of different errors must not bury the page. */
export const MAX_ALERTS = 3;

/**
 * Opening appends with the next id; a message already in the list is ignored. Past MAX_ALERTS
 * the oldest closes: the newest is what the user just did.
 */
export function openMessage(state: MessagesState, ref: MessageRef, page?: string): MessagesState {
  const same = state.messages.find((m) => sameMessage(m, ref));
  // The same alert raised again for another page now belongs to that page.
  if (same) return same.page === page ? state : withPage(state, same.id, page);
  const { severity, ...message } = ref;
  const opened: AlertMessage = { id: state.nextId, message, type: severity, ...(page ? { page } : {}) };
  return { nextId: state.nextId + 1, messages: [...state.messages, opened].slice(-MAX_ALERTS) };
}

function withPage(state: MessagesState, id: number, page: string | undefined): MessagesState {
  return {
    ...state,
    messages: state.messages.map((m) => {
      if (m.id !== id) return m;
      const { page: _old, ...rest } = m;
      return page ? { ...rest, page } : rest;
    }),
  };
}

/** The path part of a portal address (`/sso?x=1#y` → `/sso`): alerts are bound to pages, not queries. */
export const pagePath = (to: string): string => to.replace(/[?#].*$/, '') || '/';

/**
 * On arriving at `path`: the alerts about another page close (a launch's licence error must not
 * follow the user to the next page); those about this page or about no page stay.
 */
export function arriveAt(state: MessagesState, path: string): MessagesState {
  const here = pagePath(path);
  if (state.messages.every((m) => m.page === undefined || m.page === here)) return state;
  return { ...state, messages: state.messages.filter((m) => m.page === undefined || m.page === here) };
}

/**
 * A page that sends its visitor straight on (the sign-in page, for a browser that is signed in)
 * hands its alerts to the page it sends them to: they were raised for this visitor to read, and
 * arriving at the next page would otherwise close them before anyone saw them. Each goes as a new
 * alert (a new id), so its auto-close counts from the page where it is read.
 */
export function handOnAlerts(state: MessagesState, from: string, to: string): MessagesState {
  const [source, target] = [pagePath(from), pagePath(to)];
  if (source === target || !state.messages.some((m) => m.page === source)) return state;
  let nextId = state.nextId;
  const messages = state.messages.map((m) => (m.page === source ? { ...m, id: nextId++, page: target } : m));
  return { nextId, messages };
}

/** Closing removes by id; closing an id that is gone changes nothing. */
export function closeMessage(state: MessagesState, id: number): MessagesState {
  if (!state.messages.some((m) => m.id === id)) return state;
  return { ...state, messages: state.messages.filter((m) => m.id !== id) };
}

/** Closes every alert; ids keep growing so a late dismiss of an old id cannot hit a new alert. */
export function clearMessages(state: MessagesState): MessagesState {
  if (state.messages.length === 0) return state;
  return { ...state, messages: [] };
}
